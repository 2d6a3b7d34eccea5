import type { ChainableCommander, Redis } from 'ioredis';
import type { RedisLink } from './redis.js';

export interface CounterState {
  /** Hits in the current window, this one included when it came from `hit`. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters keyed by a string, for limits like "10 attempts a minute per IP".
 * Shared by every API instance when they live in Redis.
 */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<CounterState>;
  /**
   * `hit` answered at once, when the counters live in this process's memory alone (no Redis):
   * the hot path of the API's global limit takes no promise then (decision 101).
   */
  hitAtOnce?: (key: string, windowMs: number) => CounterState;
  peek(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
}

const EMPTY: CounterState = { count: 0, resetInMs: 0 };

/** Counters in this process's memory: right for one instance, and for tests. */
export function createMemoryCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  function live(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  // Ended windows are dropped now and then, so keys seen once do not pile up.
  function sweep() {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < 1000) return;
    hitsSinceSweep = 0;
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
  }

  function hitAtOnce(key: string, windowMs: number): CounterState {
    sweep();
    const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
    entry.count += 1;
    windows.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now() };
  }

  return {
    hitAtOnce,
    async hit(key, windowMs) {
      return hitAtOnce(key, windowMs);
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : EMPTY;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Runs a MULTI and answers its replies in order; a failed command fails the whole call. */
async function execute(transaction: ChainableCommander): Promise<unknown[]> {
  const results = await transaction.exec();
  if (!results) throw new Error('the Redis transaction was aborted');
  return results.map(([error, reply]) => {
    if (error) throw error;
    return reply;
  });
}

/** Counters in Redis under `prefix`: the window starts with the first hit and expires by itself. */
export function createRedisCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      // SET NX starts a window only when none is running; INCR keeps the expiry it set.
      const [, count, ttl] = await execute(
        redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name),
      );
      return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    },
    async peek(key) {
      const name = prefix + key;
      const [value, ttl] = await execute(redis.multi().get(name).pttl(name));
      if (typeof value !== 'string' || Number(ttl) <= 0) return EMPTY;
      return { count: Number(value), resetInMs: Number(ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Counters every instance shares in Redis when the app has it (REDIS_URL), in memory otherwise; and
 * in this instance's memory while Redis is unreachable, so a limit keeps holding through an outage.
 */
export function createAttemptCounter(redis: RedisLink | null, prefix: string): AttemptCounter {
  const memory = createMemoryCounter();
  if (!redis) return memory;
  const shared = createRedisCounter(redis.client, prefix);
  return {
    hit: (key, windowMs) =>
      redis.attempt(
        () => shared.hit(key, windowMs),
        () => memory.hit(key, windowMs),
      ),
    peek: (key) =>
      redis.attempt(
        () => shared.peek(key),
        () => memory.peek(key),
      ),
    reset: async (key) => {
      await memory.reset(key);
      await redis.attempt(
        () => shared.reset(key),
        () => undefined,
      );
    },
  };
}
