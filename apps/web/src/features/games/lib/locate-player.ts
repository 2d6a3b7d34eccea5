import { type NearPoint, roundNearPoint } from './near-point';

/** What asking the browser where the player is ended in. */
export type LocateResult =
  | { status: 'located'; point: NearPoint }
  /** The player (or the browser's settings) said no. */
  | { status: 'denied' }
  /** No geolocation in this browser, no fix, or too slow. */
  | { status: 'unavailable' };

/** How long the browser may look for a fix, and how old a fix it may reuse. */
export const LOCATE_TIMEOUT_MS = 15_000;
export const LOCATE_MAX_AGE_MS = 5 * 60_000;

/** Asks the browser's own geolocation (no outside service) and rounds the answer to about 100 m. */
export function locatePlayer(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ status: 'located', point: roundNearPoint(position.coords) }),
      (error) => resolve({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}
