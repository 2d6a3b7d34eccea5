import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { readPhrase } from './read-phrase';

/** The interface's `t`, typed by the Azerbaijani words' keys (types/i18next.d.ts). */
export type Translate = TFunction<'translation', undefined>;

/**
 * One `t` for the language in use, shared by every component, and a new one when the language
 * changes (or words arrive), so that a component (or a memo) that depends on `t` shows the new words.
 */
let current: { language: string | undefined; revision: number; t: Translate } | null = null;
let revision = 0;
const listeners = new Set<() => void>();

function wordsChanged(): void {
  revision += 1;
  for (const listener of listeners) listener();
}
i18n.on('languageChanged', wordsChanged);
i18n.on('loaded', wordsChanged);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Past this many remembered phrases, `rememberingT` starts over (names and counts vary without end). */
const REMEMBERED_PHRASES = 4000;

/**
 * i18next's `t` for `language`, remembering what it answered: a page asks for the same words again
 * and again (every card its labels, every render its title), and i18next works each one out anew
 * (key lookup, nesting, interpolation, plural rules: 22-28 µs a call on the 2-core machine, decision
 * 109). Only a key, or a key with options that are plain values, is remembered.
 */
function rememberingT(language: string | undefined): Translate {
  const translate = language === undefined ? i18n.getFixedT(null, 'translation') : i18n.getFixedT(language);
  const call = translate as unknown as (key: unknown, options?: unknown) => unknown;
  const words: unknown = language === undefined ? undefined : i18n.getResourceBundle(language, 'translation');
  const phrases = new Map<string, unknown>();
  const remembering = (key: unknown, options?: unknown): unknown => {
    // Most calls are read straight from the words (lib/read-phrase.ts); i18next answers the rest.
    if (typeof key === 'string') {
      const read = readPhrase(words, language, key, options);
      if (read !== undefined) return read;
    }
    const id = phraseId(key, options);
    if (id === null) return call(key, options);
    if (phrases.has(id)) return phrases.get(id);
    const phrase = call(key, options);
    if (phrases.size >= REMEMBERED_PHRASES) phrases.clear();
    phrases.set(id, phrase);
    return phrase;
  };
  return remembering as unknown as Translate;
}

/** What identifies a call: its key and its options, when they are plain values; else null (not remembered). */
function phraseId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && value !== undefined) return null;
    id += `\u0000${name}\u0001${String(value)}`;
  }
  return id;
}

function translateNow(): Translate {
  const language = i18n.language as string | undefined;
  if (current !== null && current.language === language && current.revision === revision) {
    return current.t;
  }
  const t = rememberingT(language);
  current = { language, revision, t };
  return t;
}

/**
 * The words of the interface language, for a component: `t` follows the language, and the
 * component renders again when the player changes it. Our own in place of react-i18next's hook,
 * which copies the i18next instance and subscribes once for each component that asks: about 490
 * of them, 140-250 ms of a phone's main thread on `/games` (docs/decisions/0109-one-translate-
 * for-the-app.md). The words are always here before the first render (main.tsx) and a language
 * is changed only once its words have arrived, so nothing waits on them.
 */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, translateNow, translateNow);
  return { t, i18n };
}
