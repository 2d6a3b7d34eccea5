import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** No request waits on Redis longer than this: past it, the in-memory fallback answers. */
export const REDIS_CALL_TIMEOUT_MS = 100;
/** After a failure Redis is left alone this long, then one call tries it again. */
export const REDIS_COOLDOWN_MS = 5_000;

/**
 * The shared Redis client behind a circuit breaker. Redis is optional by design (rate limits and
 * live updates fall back to this process's memory), so an outage or a frozen server must cost a
 * request at most REDIS_CALL_TIMEOUT_MS, once, and then nothing until Redis answers again.
 */
export interface RedisLink {
  client: Redis;
  /** Runs `call` on Redis; when Redis is down, slow or cooling off, answers `fallback()` instead. */
  attempt<T>(call: (redis: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** False while the breaker is open (after a failure, for the cooldown). */
  isAvailable(): boolean;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  callTimeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
}

class RedisTimeout extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRedisLink(client: Redis, options: RedisLinkOptions): RedisLink {
  const callTimeoutMs = options.callTimeoutMs ?? REDIS_CALL_TIMEOUT_MS;
  const cooldownMs = options.cooldownMs ?? REDIS_COOLDOWN_MS;
  const now = options.now ?? Date.now;
  let openUntil = 0;
  let down = false;

  const trip = (error: unknown) => {
    openUntil = now() + cooldownMs;
    if (down) return;
    down = true;
    options.log.warn(
      { err: error },
      'Redis is unreachable: rate limits and live updates use this instance’s memory',
    );
  };
  const recover = () => {
    openUntil = 0;
    if (!down) return;
    down = false;
    options.log.info('Redis answers again: shared rate limits and live updates are back');
  };

  // ioredis reports every failed reconnect as an `error` event; an unheard one is logged as unhandled.
  client.on('error', trip);
  client.on('ready', recover);

  return {
    client,
    async attempt(call, fallback) {
      if (now() < openUntil || client.status !== 'ready') return fallback();
      try {
        const result = await withTimeout(call(client), callTimeoutMs);
        recover();
        return result;
      } catch (error) {
        trip(error);
        return fallback();
      }
    },
    isAvailable: () => now() >= openUntil && client.status === 'ready',
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * A Redis client when REDIS_URL is set; the app keeps its state in memory otherwise. Commands are
 * not queued while disconnected (they fail at once and the breaker answers from memory), and a
 * lost connection is retried with a growing pause of at most two seconds.
 */
export function createRedis(url: string | undefined, log: RedisLinkOptions['log']): RedisLink | undefined {
  if (!url) return undefined;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  return createRedisLink(client, { log });
}

/**
 * Listens on a channel with a connection of its own (a subscribed connection can do nothing else;
 * it queues its SUBSCRIBE until connected and subscribes again after a reconnect) and hands each
 * message, parsed from JSON, to `onMessage`. Null without Redis; the caller quits it on close.
 */
export function subscribeJson(
  redis: RedisLink | null,
  options: {
    channel: string;
    /** What the channel carries, for the log: `unreadable <name> message`, `cannot subscribe to <name>`. */
    name: string;
    log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
    onMessage: (message: unknown) => void;
  },
): Redis | null {
  const subscriber = redis?.client.duplicate({ enableOfflineQueue: true }) ?? null;
  if (!subscriber) return null;
  subscriber.on('error', () => undefined); // the shared client's breaker reports the outage
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      options.onMessage(JSON.parse(raw));
    } catch (error) {
      options.log.warn({ err: error }, `unreadable ${options.name} message`);
    }
  });
  void subscriber.subscribe(options.channel).catch((error: unknown) => {
    options.log.error({ err: error }, `cannot subscribe to ${options.name}`);
  });
  return subscriber;
}
