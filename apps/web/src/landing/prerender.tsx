// Build-time entry (vite build --ssr): renders the landing page of each language to HTML.
import { LANGUAGES, type Language } from '@oyna/shared/i18n/languages';
import { renderToString } from 'react-dom/server';
import { LandingApp } from '../features/landing/landing-app';
import az from '../features/landing/locales/az.json';
import en from '../features/landing/locales/en.json';
import ru from '../features/landing/locales/ru.json';
import { landingHead } from '../features/landing/landing-head';
import type { LandingCopy } from '../features/landing/landing-copy';

const COPY: Record<Language, LandingCopy> = { az, ru, en };

/** The landing page's body markup and head tags in one language. */
export function renderLanding(language: Language, year: number): { body: string; head: string } {
  const copy = COPY[language];
  const body = renderToString(<LandingApp language={language} copy={copy} initialStats={null} year={year} />);
  return { body, head: landingHead(language, copy) };
}

export const LANDING_LANGUAGES = LANGUAGES;

/** The service worker's page for an address never saved, in each language. */
export function offlineTexts(): Record<Language, { title: string; text: string }> {
  return { az: az.offline_page, ru: ru.offline_page, en: en.offline_page };
}
