import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@oyna/shared/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';

/** The query parameters that may choose the language (`?lang=ru`, `?lng=en`), in order of priority. */
export const LANGUAGE_QUERY_PARAMS = ['lang', 'lng'] as const;

/** Where the chosen language is kept between visits. */
export { LANGUAGE_STORAGE_KEY };

export type LanguageSource = 'query' | 'storage' | 'navigator' | 'default';

export interface LanguageDetectionInput {
  /** `location.search`, with or without the leading `?`. */
  search: string;
  /** The value stored under `i18nextLng`, if any. */
  stored: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  navigatorLanguages: readonly string[] | null | undefined;
}

export interface LanguageDetectionResult {
  language: Language;
  source: LanguageSource;
  /** `search` without the language parameters: `''` or a string starting with `?`. */
  search: string;
  /** True when `search` differs from the input, so the address bar should be rewritten. */
  searchChanged: boolean;
}

/** `ru`, `RU`, `ru-RU` and `ru_RU` all mean `ru`; anything unsupported is undefined. */
function baseLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/**
 * Chooses the interface language: `lang` or `lng` query parameter, then the stored choice,
 * then the browser's languages, then Azerbaijani. Both query parameters are always removed
 * from the returned search, valid or not, so they never linger in a shared link.
 */
export function detectLanguage(input: LanguageDetectionInput): LanguageDetectionResult {
  const params = new URLSearchParams(input.search);
  let fromQuery: Language | undefined;
  for (const name of LANGUAGE_QUERY_PARAMS) {
    const value = params.get(name)?.trim().toLowerCase();
    if (fromQuery === undefined && isLanguage(value)) fromQuery = value;
  }

  const hadParams = LANGUAGE_QUERY_PARAMS.some((name) => params.has(name));
  for (const name of LANGUAGE_QUERY_PARAMS) params.delete(name);
  const rest = params.toString();
  const search = hadParams ? (rest ? `?${rest}` : '') : input.search;

  const result = (language: Language, source: LanguageSource): LanguageDetectionResult => ({
    language,
    source,
    search,
    searchChanged: hadParams,
  });

  if (fromQuery) return result(fromQuery, 'query');
  const stored = baseLanguage(input.stored);
  if (stored) return result(stored, 'storage');
  for (const tag of input.navigatorLanguages ?? []) {
    const language = baseLanguage(tag);
    if (language) return result(language, 'navigator');
  }
  return result(DEFAULT_LANGUAGE, 'default');
}
