import { describe, expect, it, vi } from 'vitest';
import { createPublicStatsCache } from './public-stats-cache.js';

describe('public stats cache', () => {
  it('counts once per TTL and again after it expires', async () => {
    let clock = 0;
    let venues = 10;
    const load = vi.fn(async () => ({ venues: venues++, upcoming_games: 3 }));
    const cache = createPublicStatsCache(load, { ttlMs: 1000, now: () => clock });

    expect(await cache.get()).toEqual({ venues: 10, upcoming_games: 3 });
    clock = 999;
    expect(await cache.get()).toEqual({ venues: 10, upcoming_games: 3 });
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await cache.get()).toEqual({ venues: 11, upcoming_games: 3 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('concurrent requests share one count in flight', async () => {
    const load = vi.fn(async () => ({ venues: 58, upcoming_games: 7 }));
    const cache = createPublicStatsCache(load);
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(new Set(results.map((r) => r.venues))).toEqual(new Set([58]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed count is not cached: the next request counts again', async () => {
    const load = vi
      .fn<() => Promise<{ venues: number; upcoming_games: number }>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce({ venues: 5, upcoming_games: 0 });
    const cache = createPublicStatsCache(load);
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toEqual({ venues: 5, upcoming_games: 0 });
  });
});

describe('public stats cache and invalidation', () => {
  it('counts again at once when a write moves the stamp, even inside the TTL', async () => {
    let generation = 1;
    let venues = 64;
    const load = vi.fn(async () => ({ venues, upcoming_games: 3 }));
    const cache = createPublicStatsCache(load, { stamp: () => String(generation) });

    expect((await cache.get()).venues).toBe(64);
    venues = 65;
    expect((await cache.get()).venues).toBe(64);
    generation = 2; // a venue was added and its topic invalidated
    expect((await cache.get()).venues).toBe(65);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a count started before a write is not kept under the new stamp', async () => {
    let generation = 1;
    let finish: (value: { venues: number; upcoming_games: number }) => void = () => undefined;
    const load = vi
      .fn<() => Promise<{ venues: number; upcoming_games: number }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce({ venues: 65, upcoming_games: 3 });
    const cache = createPublicStatsCache(load, { stamp: () => String(generation) });

    const early = cache.get();
    generation = 2;
    const late = cache.get();
    finish({ venues: 64, upcoming_games: 3 });
    expect((await early).venues).toBe(64);
    expect((await late).venues).toBe(65);
    expect((await cache.get()).venues).toBe(65);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reuses nothing while invalidations may be missed (a null stamp)', async () => {
    const load = vi.fn(async () => ({ venues: 64, upcoming_games: 3 }));
    const cache = createPublicStatsCache(load, { stamp: () => null });
    await cache.get();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
