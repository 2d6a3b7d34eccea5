import type az from './locales/az.json';

/**
 * The landing page's words in one language. Kept apart from the app's i18next resources: the
 * landing page is its own small entry that loads only the copy of the language it shows.
 */
export type LandingCopy = typeof az;

/** `fill('{{n}} oyun', { n: 10 })` -> `10 oyun`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
