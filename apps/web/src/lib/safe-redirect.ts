/** A placeholder origin: only a path that stays on it after resolving is one of ours. */
const PROBE_ORIGIN = 'http://oyna.invalid';
const MAX_LENGTH = 2048;

/** Pages a sign-in must never return to: they are the sign-in itself. */
const SIGN_IN_PATHS = ['/login', '/register', '/auth'];

export const NEXT_PARAM = 'next';

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** /login, /register and /auth/*: the pages of signing in. */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** A path that a browser would read as another host: `//host`, `/\host`. */
function looksLikeAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * The one normaliser of every way back into the app (`?next=` after signing in, `?return_to=`
 * after a top-up): only a path on this site (`/profile?tab=1`), never another origin
 * (`//evil.com`, `https://evil.com`, `/\evil.com`, `/..//evil.com`, `javascript:`), never a
 * sign-in page; anything else is null. The path is normalised first (dot segments, percent-encoded
 * dots) and checked again after, since `/..//evil.com` only becomes `//evil.com` on the way.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || looksLikeAnotherHost(raw)) return null;
  // Browsers read a backslash as a slash, and control characters are stripped before parsing.
  if (raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || looksLikeAnotherHost(url.pathname) || isSignInPath(url.pathname)) {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length > MAX_LENGTH ? null : path;
}

/** `/login`, with `?next=` pointing back to `location` when that is a page worth returning to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = safeNextPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  if (!next || next === '/') return '/login';
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/** `/onboarding`, with the page to go on to afterwards when it is not the dashboard. */
export function onboardingPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const next = safeNextPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return next && next !== '/dashboard' && next !== '/' ? withNext('/onboarding', next) : '/onboarding';
}

/** Keeps `?next=` when moving between the sign-in pages (login <-> register). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : path;
}
