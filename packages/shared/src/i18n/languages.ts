/** Interface languages: Azerbaijani is the default and the fallback. */
export const LANGUAGES = ['az', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'az';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header
 * (`ru-RU,ru;q=0.9,en;q=0.8`), honouring q-values; az when nothing matches.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.base && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The BCP 47 locale `Intl` formats each interface language with. */
export const INTL_LOCALES: Record<Language, string> = { az: 'az-AZ', ru: 'ru-RU', en: 'en-GB' };

/** A text in every interface language. */
export type Translated = Record<Language, string>;

/**
 * A text with its `{{name}}` placeholders filled from `params`, the one way the texts built in code
 * (error messages, the Telegram bot, the data export) are filled; a placeholder without a value stays
 * as written.
 */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? placeholder) : placeholder,
  );
}

/** The lookup of a table of translated texts: a key's text in a language, its placeholders filled. */
export function translator<Key extends string>(table: Readonly<Record<Key, Translated>>) {
  return (key: Key, language: Language, params: Readonly<Record<string, string>> = {}): string =>
    fillPlaceholders(table[key][language], params);
}
