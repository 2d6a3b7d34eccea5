import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from './redis.js';

const CHANNEL = 'oyna:cache-invalidation';

/**
 * What a cached answer was built from. `venues`: the venue directory; `games`: anything a game list
 * or a player's price shows (games, places, bookings, standings). A user's sessions are named
 * `user:<id>` (sign-out, block, role or password change); `user:*` is every user's.
 */
export type CacheTopic = 'venues' | 'games' | `user:${string}`;

/**
 * Tells every API instance that some data changed, so that none of them answers from a cache built
 * before the change (docs/decisions/0038-response-cache-and-session-cache.md). Each topic has a
 * generation: a cache entry remembers the generation it was built under and is used only while the
 * generation has not moved. `invalidate` moves it here at once and, through Redis pub/sub, on every
 * other instance; without Redis it is this process only (one instance). All `user:<id>` topics share
 * one generation: a sign-out drops every cached session of the instance (each is read again once),
 * which keeps the bookkeeping bounded.
 */
export interface CacheInvalidation {
  /** The topic's generation now: compare with the one an entry was built under. */
  generation(topic: CacheTopic): number;
  /**
   * False while an instance could miss another's invalidation (Redis configured but the
   * subscription is not live): caches are bypassed then, and emptied when it is live again.
   */
  isLive(): boolean;
  /** Moves the topics' generations on every instance. Never throws, never waits. */
  invalidate(topics: readonly CacheTopic[]): void;
  close(): Promise<void>;
}

export function createCacheInvalidation(options: {
  redis: RedisLink | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): CacheInvalidation {
  const generations = new Map<string, number>();
  // Moved on every reconnect of the subscriber: what it may have missed meanwhile is forgotten.
  let epoch = 0;
  // Users share one generation, so that the map stays as small as the list of topics.
  const slot = (topic: string) => (topic.startsWith('user:') ? 'user:' : topic);
  const bump = (topic: string) => generations.set(slot(topic), (generations.get(slot(topic)) ?? 0) + 1);

  const subscriber = options.redis?.client.duplicate({ enableOfflineQueue: true }) ?? null;
  let subscribed = false;
  if (subscriber) {
    subscriber.on('error', () => undefined); // the shared client's breaker reports the outage
    subscriber.on('close', () => {
      subscribed = false;
    });
    subscriber.on('ready', () => {
      // ioredis subscribes again after a reconnect; until then nothing cached is trusted.
      void subscriber
        .subscribe(CHANNEL)
        .then(() => {
          epoch += 1;
          subscribed = true;
        })
        .catch((error: unknown) =>
          options.log.error({ err: error }, 'cannot subscribe to cache invalidation'),
        );
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const topics = JSON.parse(message) as unknown;
        if (Array.isArray(topics)) for (const topic of topics) if (typeof topic === 'string') bump(topic);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable cache invalidation message');
      }
    });
  }

  return {
    generation: (topic) => epoch * 1_000_000_000 + (generations.get(slot(topic)) ?? 0),
    isLive: () => subscriber === null || (subscribed && subscriber.status === 'ready'),
    invalidate(topics) {
      if (topics.length === 0) return;
      for (const topic of topics) bump(topic);
      const redis = options.redis;
      if (!redis || !subscriber) return;
      const message = JSON.stringify(topics);
      // Another instance that cannot hear this is not live, so it does not answer from its cache.
      void redis.attempt(
        async (client) => void (await client.publish(CHANNEL, message)),
        () => undefined,
      );
    },
    async close() {
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
