import {
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  THEME_COOKIE,
  THEME_STORAGE_KEY,
} from './storage-keys';

/** The backgrounds of the two themes, for the browser's own UI (`theme-color`). */
export const THEME_BACKGROUNDS = { dark: '#0b1410', light: '#f3f7f4' } as const;

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null; // storage blocked, or not JSON
  }
}

function stateOf(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== 'object' || !('state' in value)) return null;
  const state = (value as { state: unknown }).state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

/**
 * The saved theme (the app's zustand store format). With nothing saved in this browser's storage,
 * the theme the page already shows (the server's, from the cookie; dark by default).
 */
export function readDarkPreference(): boolean {
  const saved = stateOf(readJson(THEME_STORAGE_KEY))?.['isDarkMode'];
  if (typeof saved === 'boolean') return saved;
  return typeof document === 'undefined' || document.documentElement.dataset['theme'] !== 'light';
}

/** Saves the theme where the app's theme store reads it, and applies it to this page. */
export function writeDarkPreference(isDark: boolean): void {
  try {
    window.localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { isDarkMode: isDark }, version: 0 }),
    );
  } catch {
    // not persisted; still applied below
  }
  applyTheme(isDark);
}

/** Mirrors the theme into a cookie: the server writes it into the landing page before paint. */
export function rememberTheme(isDark: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${isDark ? 'dark' : 'light'}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** `data-theme` on <html> (the landing page's CSS and the offline notice read it) and theme-color. */
export function applyTheme(isDark: boolean): void {
  rememberTheme(isDark);
  const mode = isDark ? 'dark' : 'light';
  document.documentElement.dataset['theme'] = mode;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_BACKGROUNDS[mode]);
  }
}

/** True when a signed-in session is stored (the app checks it with the server on start). */
export function hasStoredSession(): boolean {
  return stateOf(readJson(SESSION_STORAGE_KEY))?.['isAuthenticated'] === true;
}

/**
 * The remembered interface language, for the landing page and the app alike. The cookie comes
 * first: the server sets it the moment a language link (`?lang=`) is followed and draws the next
 * page in it, before any script of ours has stored the choice locally, so a page left quickly
 * cannot leave an older local choice (or none, and then the browser's language) to win. Local
 * storage counts only without the cookie.
 */
export function readRememberedLanguage(): string | null {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE);
  if (cookie?.[1]) return decodeURIComponent(cookie[1]);
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/**
 * Remembers the interface language: in localStorage for the app (`i18nextLng`, docs/product-rules.md#session) and in a
 * cookie, so that the server sends the pre-rendered landing page in that language.
 */
export function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not persisted; the choice still applies to this page view
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
