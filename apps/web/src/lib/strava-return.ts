import { safeNextPath } from './safe-redirect';

const KEY = 'strava-return-to';

/** Remembers the page a Strava connection started on, for the callback page when Strava's answer fails. */
export function rememberStravaReturn(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage may be off (private mode): the callback page then falls back to /settings.
  }
}

/** The page to go back to after Strava (and forgets it): a path of this site, /settings otherwise. */
export function takeStravaReturn(): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    stored = null;
  }
  return safeNextPath(stored) ?? '/settings';
}
