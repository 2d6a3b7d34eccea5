/**
 * The word filter of conversations (docs/decisions/0095-conversation-safety.md): a message with a
 * blocked word is refused, never masked. A short list per language of common slurs and profanity,
 * matched on whole words after folding case, Azerbaijani and Russian letters and common letter
 * substitutions (0 for o, @ for a, a Latin look-alike in a Cyrillic word). A `stem` entry also
 * matches the words that begin with it (Russian profanity is mostly built on a few roots). The
 * Azerbaijani list wants a native speaker's review.
 */
interface BlockedWord {
  word: string;
  stem?: true;
}

const AZ: readonly BlockedWord[] = [
  { word: 'sikim' },
  { word: 'sikdir' },
  { word: 'siktir' },
  { word: 'sikdirin' },
  { word: 'qəhbə', stem: true },
  { word: 'peysər', stem: true },
  { word: 'oğraş', stem: true },
  { word: 'qancıq', stem: true },
  { word: 'amcıq', stem: true },
  { word: 'götveren', stem: true },
  { word: 'dalbayov', stem: true },
  { word: 'göt' },
];

const RU: readonly BlockedWord[] = [
  { word: 'хуй', stem: true },
  { word: 'хуе', stem: true },
  { word: 'пизд', stem: true },
  { word: 'ебать', stem: true },
  { word: 'ебан', stem: true },
  { word: 'ебал', stem: true },
  { word: 'бляд', stem: true },
  { word: 'блять' },
  { word: 'бля' },
  { word: 'сука' },
  { word: 'суки' },
  { word: 'суку' },
  { word: 'мудак', stem: true },
  { word: 'мудил', stem: true },
  { word: 'пидор', stem: true },
  { word: 'пидар', stem: true },
  { word: 'гандон', stem: true },
  { word: 'гондон', stem: true },
  { word: 'шлюх', stem: true },
  { word: 'долбоеб', stem: true },
  { word: 'уебок', stem: true },
  { word: 'уебан', stem: true },
  { word: 'чурка' },
  { word: 'хач' },
];

const EN: readonly BlockedWord[] = [
  { word: 'fuck', stem: true },
  { word: 'motherfuck', stem: true },
  { word: 'shit' },
  { word: 'shitty' },
  { word: 'bullshit' },
  { word: 'cunt', stem: true },
  { word: 'bitch', stem: true },
  { word: 'asshole', stem: true },
  { word: 'bastard', stem: true },
  { word: 'whore', stem: true },
  { word: 'slut', stem: true },
  { word: 'faggot', stem: true },
  { word: 'fag' },
  { word: 'nigger', stem: true },
  { word: 'nigga', stem: true },
  { word: 'retard' },
  { word: 'retarded' },
  { word: 'dickhead', stem: true },
];

/** Symbols and digits that stand in for letters ("f*ck" is not caught: a star is not a letter). */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Letters folded to one form: Azerbaijani and Turkish letters to plain Latin, ё to е, й kept. */
const FOLDS: Readonly<Record<string, string>> = {
  ə: 'e',
  ı: 'i',
  ö: 'o',
  ü: 'u',
  ş: 's',
  ç: 'c',
  ğ: 'g',
  ё: 'е',
};

/** Latin letters that look like Cyrillic ones, read as Cyrillic in a word that has Cyrillic letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
};

const CYRILLIC = /[\u0400-\u04ff]/u;

/**
 * One word as it is compared: folded letters, look-alikes read in the word's script, a letter
 * stretched three times or more ("fuuuck") read once.
 */
function foldWord(word: string): string {
  let folded = [...word].map((letter) => FOLDS[letter] ?? letter).join('');
  if (CYRILLIC.test(folded)) folded = [...folded].map((letter) => LOOK_ALIKES[letter] ?? letter).join('');
  return folded.replace(/(\p{L})\1{2,}/gu, '$1');
}

const LETTER = /\p{L}/u;

const isLetter = (char: string | undefined) => char !== undefined && LETTER.test(char);

/**
 * A substitute is read as a letter when a letter follows it ("sh1t", "$hit"), or another substitute
 * after a letter ("a$$hole"); "19:00" and "salam!!" stay as they are.
 */
function readSubstitutes(chars: readonly string[]): string {
  return chars
    .map((char, index) => {
      const substitute = SUBSTITUTES[char];
      const next = chars[index + 1];
      if (!substitute || next === undefined) return char;
      const runAfterLetter = char !== '!' && SUBSTITUTES[next] !== undefined && isLetter(chars[index - 1]);
      return isLetter(next) || runAfterLetter ? substitute : char;
    })
    .join('');
}

/** The words of a text, lower case, substitutes read as letters, each folded. */
export function wordsOf(text: string): string[] {
  const lower = text.toLocaleLowerCase('az').normalize('NFC');
  return readSubstitutes([...lower])
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0)
    .map(foldWord);
}

const ENTRIES = [...AZ, ...RU, ...EN].map((entry) => ({
  word: foldWord(entry.word.toLocaleLowerCase('az')),
  stem: entry.stem === true,
}));

/** The first blocked word of a text as the filter read it, or null for a clean text. */
export function findBlockedWord(text: string): string | null {
  for (const word of wordsOf(text)) {
    const hit = ENTRIES.find((entry) => (entry.stem ? word.startsWith(entry.word) : word === entry.word));
    if (hit) return hit.word;
  }
  return null;
}

/** Whether a text has a blocked word. */
export function hasBlockedWord(text: string): boolean {
  return findBlockedWord(text) !== null;
}
