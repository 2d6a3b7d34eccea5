import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCounter } from './attempt-counter.js';

const redisUrl = process.env['TEST_REDIS_URL'];

// Runs when TEST_REDIS_URL points at a Redis server; each run uses keys of its own.
describe.skipIf(!redisUrl)('the attempt counter in Redis', () => {
  let redis: Redis;
  const prefix = `oyna-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts hits in a window that the first hit starts and Redis expires', async () => {
    const counter = createRedisCounter(redis, prefix);
    const first = await counter.hit('ip:1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect((await counter.hit('ip:1', 60_000)).count).toBe(2);
    expect((await counter.peek('ip:1')).count).toBe(2);
    expect(await redis.pttl(`${prefix}ip:1`)).toBeGreaterThan(0);
  });

  it('starts again after the window and after a reset', async () => {
    const counter = createRedisCounter(redis, prefix);
    await counter.hit('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await counter.peek('short')).toEqual({ count: 0, resetInMs: 0 });
    expect((await counter.hit('short', 60_000)).count).toBe(1);
    await counter.reset('short');
    expect((await counter.peek('short')).count).toBe(0);
  });

  it('is shared by two clients, as by two API instances', async () => {
    const other = new Redis(redisUrl ?? '');
    try {
      await createRedisCounter(redis, prefix).hit('shared', 60_000);
      expect((await createRedisCounter(other, prefix).hit('shared', 60_000)).count).toBe(2);
    } finally {
      await other.quit();
    }
  });
});
