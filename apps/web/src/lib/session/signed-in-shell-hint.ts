/**
 * The signed-in pages the server may send already drawn (docs/decisions/0045-signed-in-first-load.md):
 * it knows nobody (the session lives in localStorage), so the app leaves it a hint in a cookie,
 * `oyna_shell`, holding only the first name the page greets with. The hint is written only for a
 * player whose pages look exactly like the drawn ones (no onboarding to finish, no e-mail to
 * confirm, no organizer's or referee's buttons); for anyone else it is removed and the server
 * sends the plain app shell, as before.
 */
import type { SessionUser } from './session-store';

export const SIGNED_IN_SHELL_COOKIE = 'oyna_shell';

/** The cookie's value for this user (their first name), or null when no drawn page fits them. */
export function signedInShellHint(user: SessionUser | null, signedIn: boolean): string | null {
  if (!user || !signedIn) return null;
  if (user.role !== 'player' || user.needs_onboarding) return null;
  if (user.email && user.email_verified === false) return null;
  const name = user.first_name.trim();
  // Short enough to stay a small cookie, and the greeting the server writes then matches React's.
  if (!name || name.length > 40) return null;
  return name;
}

/** The `document.cookie` assignment that sets (or, with null, removes) the hint. */
export function signedInShellCookie(hint: string | null, secure: boolean): string {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return hint === null
    ? `${SIGNED_IN_SHELL_COOKIE}=${flags}; Max-Age=0`
    : `${SIGNED_IN_SHELL_COOKIE}=${encodeURIComponent(hint)}${flags}; Max-Age=2592000`;
}

/** Keeps the cookie in step with the session: now, and on every change of user or sign-in. */
export function keepSignedInShellHint(store: {
  getState(): { user: SessionUser | null; isAuthenticated: boolean };
  subscribe(listener: (state: { user: SessionUser | null; isAuthenticated: boolean }) => void): () => void;
}): () => void {
  let written: string | null | undefined;
  const write = (state: { user: SessionUser | null; isAuthenticated: boolean }) => {
    const hint = signedInShellHint(state.user, state.isAuthenticated);
    if (hint === written) return;
    written = hint;
    document.cookie = signedInShellCookie(hint, window.location.protocol === 'https:');
  };
  write(store.getState());
  return store.subscribe(write);
}
