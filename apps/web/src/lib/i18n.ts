import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@oyna/shared';
import az from '../locales/az/index';
import en from '../locales/en/index';
import ru from '../locales/ru/index';
import { rememberLanguage } from './browser-preferences';
import { LANGUAGE_STORAGE_KEY, detectLanguage } from './detect-language';

export const resources = {
  az: { translation: az },
  ru: { translation: ru },
  en: { translation: en },
} as const;

/** Each language names itself, whatever the current interface language. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  az: 'Azərbaycan',
  ru: 'Русский',
  en: 'English',
};

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** Runs the detection order of docs/product-rules.md#audience-and-languages and strips `lang`/`lng` from the address bar. */
function initialLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const detected = detectLanguage({
    search: window.location.search,
    stored: readStoredLanguage(),
    navigatorLanguages: window.navigator.languages,
  });
  if (detected.searchChanged) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${detected.search}${hash}`);
  }
  return detected.language;
}

function applyLanguage(language: string): void {
  if (typeof window === 'undefined') return;
  rememberLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

export const i18n = i18next.createInstance();

// Registered before init so that the initial language is applied and saved too.
i18n.on('languageChanged', applyLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** The interface language now in use, always one of az/ru/en. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
