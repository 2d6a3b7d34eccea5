import { isLanguage, type Language } from '@oyna/shared';
import { safeNextPath } from '../../../lib/safe-redirect';

/** The interface language chosen before leaving for Google (docs/product-rules.md#session). */
export const OAUTH_LANGUAGE_KEY = 'oauth_language';
/** The page to come back to after Google, kept for this tab only. */
export const OAUTH_NEXT_KEY = 'oauth_next';

function attempt<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null; // storage blocked: the sign-in still works, it just forgets these niceties
  }
}

/** Remembers what the Google round trip would otherwise lose. */
export function rememberBeforeGoogle(language: Language, next: string | null): void {
  attempt(() => window.localStorage.setItem(OAUTH_LANGUAGE_KEY, language));
  attempt(() =>
    next
      ? window.sessionStorage.setItem(OAUTH_NEXT_KEY, next)
      : window.sessionStorage.removeItem(OAUTH_NEXT_KEY),
  );
}

/** The language chosen before Google, removed as it is read. */
export function takeOauthLanguage(): Language | null {
  const stored = attempt(() => window.localStorage.getItem(OAUTH_LANGUAGE_KEY));
  attempt(() => window.localStorage.removeItem(OAUTH_LANGUAGE_KEY));
  return isLanguage(stored) ? stored : null;
}

/** The page to return to after Google, removed as it is read; only an internal path. */
export function takeOauthNext(): string | null {
  const stored = attempt(() => window.sessionStorage.getItem(OAUTH_NEXT_KEY));
  attempt(() => window.sessionStorage.removeItem(OAUTH_NEXT_KEY));
  return safeNextPath(stored);
}
