import type { PublicStats } from '@oyna/shared';

/** How long the landing page's numbers are reused before they are counted again. */
export const PUBLIC_STATS_TTL_MS = 60_000;

export interface PublicStatsCache {
  /** The cached numbers, counted again once they are older than the TTL. */
  get(): Promise<PublicStats>;
}

/**
 * Every visitor of the landing page asks for the same two numbers: they are counted at most once
 * a minute per API instance, and concurrent requests share one count in flight. A failed count is
 * not cached, so the next request tries again.
 */
export function createPublicStatsCache(
  load: () => Promise<PublicStats>,
  options: { ttlMs?: number; now?: () => number } = {},
): PublicStatsCache {
  const ttlMs = options.ttlMs ?? PUBLIC_STATS_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { value: PublicStats; at: number } | null = null;
  let inFlight: Promise<PublicStats> | null = null;

  return {
    async get() {
      if (cached && now() - cached.at < ttlMs) return cached.value;
      inFlight ??= load()
        .then((value) => {
          cached = { value, at: now() };
          return value;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
