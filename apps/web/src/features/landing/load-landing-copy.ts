import type { Language } from '@oyna/shared/i18n/languages';
import type { LandingCopy } from './landing-copy';

/** Each language's copy is its own chunk: the browser downloads only the one it shows. */
export const LANDING_COPY: Record<Language, () => Promise<LandingCopy>> = {
  az: () => import('./locales/az.json').then((module) => module.default),
  ru: () => import('./locales/ru.json').then((module) => module.default),
  en: () => import('./locales/en.json').then((module) => module.default),
};
