import { type Language, type Translated, pluralForm } from '@oyna/shared';
import { clip } from '../../lib/clip-text.js';

/** What a player's card after a game shows (docs/decisions/0052-public-team-pages-and-player-cards.md). */
export interface PlayerCard {
  language: Language;
  playerName: string;
  gameTitle: string;
  /** `şənbə, 28 noyabr, 20:00 · Bakı Arena` */
  when: string;
  scores: number[];
  /** The player's side (0 = A). */
  side: number;
  goals: number;
  outcome: 'win' | 'draw' | 'loss';
  playerOfMatch: boolean;
}

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const SIDE_LETTERS = ['A', 'B', 'C', 'D'];

const SIDE: Record<Language, (letter: string) => string> = {
  az: (letter) => `${letter} komandası`,
  ru: (letter) => `Команда ${letter}`,
  en: (letter) => `Team ${letter}`,
};

const GOALS: Record<Language, (count: number) => string> = {
  az: (count) => `${count} qol`,
  ru: (count) =>
    `${count} ${pluralForm('ru', count, { one: 'гол', few: 'гола', many: 'голов', other: 'гола' })}`,
  en: (count) => pluralForm('en', count, { one: '1 goal', other: `${count} goals` }),
};

const OUTCOME: Record<Language, Record<PlayerCard['outcome'], string>> = {
  az: { win: 'Qələbə', draw: 'Heç-heçə', loss: 'Məğlubiyyət' },
  ru: { win: 'Победа', draw: 'Ничья', loss: 'Поражение' },
  en: { win: 'Win', draw: 'Draw', loss: 'Loss' },
};

const PLAYER_OF_MATCH: Translated = { az: 'Matçın oyunçusu', ru: 'Игрок матча', en: 'Player of the match' };

/** Escapes text for an SVG text node or attribute: user text never becomes markup. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Characters no font draws and XML 1.0 forbids (control characters) are dropped. */
const printable = (value: string) =>
  Array.from(value)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
/** User text made safe for the card: printable, at most `max` characters, escaped. */
export const textOf = (value: string, max: number) => escapeXml(clip(printable(value), max));

/** The cards' fonts: DejaVu Sans draws every Azerbaijani and Russian letter (ə ğ ı ö ü ç ş). */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/**
 * The opening of every shared card (a player's after a game, a game's link preview): the SVG root
 * at 1200 × 630, the dark green gradient, the green edge and the OYNA mark; the card closes with `</svg>`.
 */
export function cardFrameOpening(): string[] {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0b1410"/><stop offset="1" stop-color="#14402a"/>',
    '</linearGradient></defs>',
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="0" y="0" width="12" height="${CARD_HEIGHT}" fill="#22c55e"/>`,
    '<text x="64" y="92" font-size="40" font-weight="800" fill="#22c55e" letter-spacing="4">OYNA</text>',
  ];
}

/** The card as SVG, 1200 × 630 (the Open Graph image size), drawn in the product's dark theme. */
export function playerCardSvg(card: PlayerCard): string {
  const { language } = card;
  const score = card.scores.join(' – ');
  const sides = card.scores.map((_, index) => SIDE[language](SIDE_LETTERS[index] ?? '?'));
  const outcomeColour = card.outcome === 'win' ? '#22c55e' : card.outcome === 'draw' ? '#facc15' : '#f87171';
  const badges = [
    `<rect x="64" y="392" rx="22" width="260" height="44" fill="${outcomeColour}" fill-opacity="0.16" stroke="${outcomeColour}"/>`,
    `<text x="194" y="422" text-anchor="middle" font-size="24" font-weight="700" fill="${outcomeColour}">${escapeXml(OUTCOME[language][card.outcome])}</text>`,
  ];
  if (card.playerOfMatch) {
    badges.push(
      `<rect x="340" y="392" rx="22" width="330" height="44" fill="#facc15"/>`,
      `<text x="505" y="422" text-anchor="middle" font-size="24" font-weight="700" fill="#0b1410">★ ${escapeXml(PLAYER_OF_MATCH[language])}</text>`,
    );
  }
  return [
    ...cardFrameOpening(),
    `<text x="1136" y="92" text-anchor="end" font-size="24" fill="#a7b8ae">${textOf(card.when, 60)}</text>`,
    `<text x="64" y="170" font-size="30" fill="#d1dcd5">${textOf(card.gameTitle, 60)}</text>`,
    `<text x="64" y="262" font-size="56" font-weight="800" fill="#ffffff">${textOf(card.playerName, 22)}</text>`,
    `<text x="64" y="340" font-size="34" font-weight="600" fill="#d1dcd5">${escapeXml(sides[card.side] ?? '')} · ${escapeXml(GOALS[language](card.goals))}</text>`,
    ...badges,
    `<text x="1136" y="330" text-anchor="end" font-size="120" font-weight="800" fill="#ffffff">${escapeXml(score)}</text>`,
    `<text x="1136" y="380" text-anchor="end" font-size="24" fill="#a7b8ae">${escapeXml(sides.join(' – '))}</text>`,
    `<line x1="64" y1="520" x2="1136" y2="520" stroke="#22c55e" stroke-opacity="0.4"/>`,
    `<text x="64" y="574" font-size="26" fill="#a7b8ae">oyna · Bakı</text>`,
    '</svg>',
  ].join('');
}
