/**
 * When the drawn pages' small entry (./main.ts) starts the whole app at once instead of waiting
 * for the visitor's first touch (docs/decisions/0044-signin-first-load.md): whenever the drawn
 * page is not what the app would show, the app must take over without waiting; and always on a
 * returning player's page, drawn with its data still loading
 * (docs/decisions/0046-signed-in-pages-start-from-the-small-entry.md).
 */
export interface StartFacts {
  /** `location.search`. */
  search: string;
  /** The stored session (`auth-storage`), as stored. */
  session: string | null;
  /** Whether a provider sign-in's tokens are stored (`access_token` / `refresh_token`). */
  providerTokens: boolean;
  /** The stored language choice (`i18nextLng`). */
  language: string | null;
  /** The stored theme (`theme-storage`), as stored. */
  theme: string | null;
  /** The language and theme the page was drawn in (`<html lang data-theme>`). */
  drawn: { language: string; theme: string; page: string };
  /** A returning player's page drawn in its loading state (`#root[data-drawn]`): only the app fills it. */
  signedInPage: boolean;
  /** `location.pathname`: another page than the drawn one when a saved copy is shown offline. */
  path: string;
  /** `navigator.onLine`. */
  online: boolean;
}

function storedState(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { state?: unknown };
    return parsed.state && typeof parsed.state === 'object'
      ? (parsed.state as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The reason the app starts at once, or null when it can wait for the visitor. */
export function startAtOnceReason(
  facts: StartFacts,
): 'data' | 'offline' | 'page' | 'session' | 'query' | 'language' | 'theme' | null {
  // The dashboard or the games drawn for a returning player: their data comes with the app.
  if (facts.signedInPage) return 'data';
  // Offline the app says so (and the service worker may show this page for another address).
  if (!facts.online) return 'offline';
  if (facts.path.replace(/\/+$/, '') !== facts.drawn.page) return 'page';
  // Signed in: the app sends the player on from the sign-in pages.
  const session = storedState(facts.session);
  if (facts.providerTokens || session?.['token'] || session?.['refreshToken']) return 'session';
  // `?lang` is saved and cleaned from the address by the app.
  const query = new URLSearchParams(facts.search);
  if (query.has('lang') || query.has('lng')) return 'query';
  // A choice stored in this browser that the server did not know (no cookie): the app redraws.
  const language = facts.language?.trim().toLowerCase().split(/[-_]/)[0];
  if (language && language !== facts.drawn.language) return 'language';
  const theme = storedState(facts.theme);
  if (typeof theme?.['isDarkMode'] === 'boolean') {
    if ((theme['isDarkMode'] ? 'dark' : 'light') !== facts.drawn.theme) return 'theme';
  }
  return null;
}

/**
 * Which button of the page a press on a drawn button stands for, to press it again once the app
 * has drawn its own: its test id when it has one, else its place among the page's buttons.
 */
export function buttonKey(button: { testId: string | null; index: number }): string {
  return button.testId ? `id:${button.testId}` : `at:${button.index}`;
}
