import type { PublicStats } from '@oyna/shared';

/** How long the landing page's numbers are reused before they are counted again. */
export const PUBLIC_STATS_TTL_MS = 60_000;

export interface PublicStatsCache {
  /** The cached numbers, counted again once they are older than the TTL or a write moved them. */
  get(): Promise<PublicStats>;
}

/**
 * Every visitor of the landing page asks for the same two numbers: they are counted at most once
 * a minute per API instance, and concurrent requests share one count in flight. A failed count is
 * not cached, so the next request tries again.
 *
 * `stamp` names the state of the data the numbers come from (the venues' and games' cache
 * generations, lib/cache-invalidation.ts): a count is reused only under the stamp it was started
 * under, so no instance shows numbers older than a write it has heard of, and the response cache
 * over `/public/stats` never stores numbers counted before its own invalidation. A stamp of `null`
 * means invalidations may be missed: nothing is reused then.
 */
export function createPublicStatsCache(
  load: () => Promise<PublicStats>,
  options: { ttlMs?: number; now?: () => number; stamp?: () => string | null } = {},
): PublicStatsCache {
  const ttlMs = options.ttlMs ?? PUBLIC_STATS_TTL_MS;
  const now = options.now ?? Date.now;
  const stamp = options.stamp ?? (() => '');
  let cached: { value: PublicStats; at: number; stamp: string } | null = null;
  let inFlight: { count: Promise<PublicStats>; stamp: string | null } | null = null;

  return {
    async get() {
      const current = stamp();
      if (current !== null && cached && cached.stamp === current && now() - cached.at < ttlMs) {
        return cached.value;
      }
      if (inFlight && inFlight.stamp !== null && inFlight.stamp === current) return inFlight.count;
      const count = load().then((value) => {
        // Kept only if no write moved the stamp while it counted.
        if (current !== null && current === stamp()) cached = { value, at: now(), stamp: current };
        return value;
      });
      const started = { count, stamp: current };
      inFlight = started;
      void count
        .finally(() => {
          if (inFlight === started) inFlight = null;
        })
        .catch(() => undefined);
      return count;
    },
  };
}
