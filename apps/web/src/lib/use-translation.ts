import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/** The interface's `t`, typed by the Azerbaijani words' keys (types/i18next.d.ts). */
export type Translate = TFunction<'translation', undefined>;

/**
 * One `t` for the language in use, shared by every component, and a new one when the language
 * changes, so that a component (or a memo) that depends on `t` shows the new language's words.
 */
let current: { language: string | undefined; t: Translate } | null = null;
const listeners = new Set<() => void>();

i18n.on('languageChanged', () => {
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function translateNow(): Translate {
  const language = i18n.language as string | undefined;
  if (current !== null && current.language === language) return current.t;
  const t = language === undefined ? i18n.getFixedT(null, 'translation') : i18n.getFixedT(language);
  current = { language, t };
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
