import type { Language } from '../i18n/languages.js';

/**
 * The contract between the build-time pre-rendering of the landing page and the server that
 * serves it: absolute URLs (canonical, hreflang, Open Graph) are written with this token in
 * place of the site's origin, and each live number is an empty slot the server fills.
 */
export const SITE_ORIGIN_TOKEN = '__OYNA_SITE_ORIGIN__';

export const LIVE_STATS = ['venues', 'upcoming_games'] as const;
export type LiveStat = (typeof LIVE_STATS)[number];

/** What an unfilled live number shows (before the server or the API has answered). */
export const EMPTY_STAT_TEXT = '–';

const GROUP_SEPARATORS: Record<Language, string> = { az: '.', ru: '\u00a0', en: ',' };

/**
 * A whole count written the same way by the server and the browser: `1.234` (az),
 * `1 234` (ru, no-break space), `1,234` (en). Written by hand so that Node and every browser's
 * ICU agree and the pre-rendered page hydrates without a mismatch.
 */
export function formatCount(value: number, language: Language): string {
  const digits = String(Math.max(0, Math.trunc(value)));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATORS[language]);
}
