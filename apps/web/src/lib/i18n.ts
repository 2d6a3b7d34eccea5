import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { azLocative } from './az-locative';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@oyna/shared';
import type az from '../locales/az/index';
import { readRememberedLanguage, rememberLanguage } from './browser-preferences';
import { detectLanguage } from './detect-language';

/** The interface's words in one language. */
export type Translation = typeof az;

/**
 * Each language is its own file, downloaded when it is needed: the one chosen at start (before
 * the first render, main.tsx), another when the player switches (docs/decisions/0039-first-load.md).
 */
const LOCALES: Record<Language, () => Promise<{ default: Translation }>> = {
  az: () => import('../locales/az/index'),
  ru: () => import('../locales/ru/index'),
  en: () => import('../locales/en/index'),
};

/** i18next's loader for a language not yet here: `changeLanguage` waits for it. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    LOCALES[language]().then(
      (module) => callback(null, module.default as unknown as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Each language names itself, whatever the current interface language. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  az: 'Azərbaycan',
  ru: 'Русский',
  en: 'English',
};

/** Runs the detection order of docs/product-rules.md#audience-and-languages and strips `lang`/`lng` from the address bar. */
function initialLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const detected = detectLanguage({
    search: window.location.search,
    stored: readRememberedLanguage(),
    navigatorLanguages: window.navigator.languages,
  });
  if (detected.searchChanged) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${detected.search}${hash}`);
  }
  return detected.language;
}

/**
 * Azerbaijani, Russian and English are all written left to right. Not asked of i18next's `dir()`,
 * which asks `Intl.Locale` for the language's text direction: its first call loads the language's
 * locale data, 20-30 ms of the app's start on the 2-core machine (x4 on Lighthouse's phone).
 */
const WRITING_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { az: 'ltr', ru: 'ltr', en: 'ltr' };

function applyLanguage(language: string): void {
  if (typeof window === 'undefined') return;
  rememberLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = isLanguage(language) ? WRITING_DIRECTION[language] : 'ltr';
}

export const i18n = i18next.createInstance();

// Registered before init so that the initial language is applied and saved too.
i18n.on('languageChanged', applyLanguage);

/**
 * Starts i18next with the words at hand (synchronously: no render waits), in the detected
 * language unless one is given. Languages without words here load when chosen. No fallback
 * language: the three have the same keys (locales.test.ts), and a fallback would download a
 * second language at start.
 */
export function startI18n(
  bundles: Partial<Record<Language, Translation>>,
  language?: Language,
): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const resources = Object.fromEntries(
    Object.entries(bundles).map(([code, translation]) => [code, { translation }]),
  );
  const started = i18n.use(lazyLocales).init({
    resources,
    partialBundledLanguages: true,
    lng: language ?? initialLanguage(),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  // "{{attended, az_locative}}": a number with its Azerbaijani locative suffix ("5-də").
  i18n.services.formatter?.add('az_locative', (value: unknown) =>
    typeof value === 'number' ? azLocative(value) : String(value),
  );
  return started;
}

/**
 * The browser's start: detects the language and starts i18next at once (so a language the
 * session brings meanwhile is queued behind it), downloading that language's words only.
 * Resolves when they are here.
 */
export function startI18nInBrowser(): Promise<unknown> {
  return startI18n({});
}

/** The interface language now in use, always one of az/ru/en. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
