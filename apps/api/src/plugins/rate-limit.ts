import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { type AttemptCounter, createAttemptCounter } from '../lib/attempt-counter.js';
import type { RedisLink } from '../lib/redis.js';

interface RateLimitResult {
  current: number;
  ttl: number;
}
type Incremented = (error: Error | null, result?: RateLimitResult) => void;
const WINDOW_MS = 60_000;

/**
 * The store @fastify/rate-limit counts in: the app's attempt counters, so the limit is shared in
 * Redis and kept in memory while Redis is unreachable, instead of failing every request.
 */
function counterStore(counter: AttemptCounter) {
  return class CounterStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    /** The plugin also passes the route's window (its typings leave it out). */
    incr(key: string, done: Incremented, timeWindow: number = WINDOW_MS) {
      counter.hit(this.prefix + key, timeWindow).then(
        (state) => done(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => done(error),
      );
    }

    /** A route with a limit of its own counts apart: the plugin passes its options as `routeInfo`. */
    child(params: object) {
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new CounterStore(undefined, `${this.prefix}${String(route.method)}${String(route.url)}-`);
    }
  };
}

/**
 * Only the API is limited: the web app's pages and files (a fresh browser fetches about 120 of
 * them on its first page) and the uploaded photos are static, and a page answered with a JSON 429
 * would break the app for everyone behind one carrier-NAT address (docs/product-rules.md#requests).
 */
export function isRateLimited(url: string): boolean {
  return url.startsWith('/api/') && url !== '/api/v1/health' && !url.startsWith('/api/v1/health?');
}

/**
 * A signed-in caller is counted by their account, anyone else by their address: Azercell and
 * Bakcell put many players behind one address.
 */
export function rateLimitKey(request: FastifyRequest): string | Promise<string> {
  const userId = request.server.bearerUserId(request);
  // A token checked before answers at once: no promise and no closure per request (decision 98).
  return userId instanceof Promise ? userId.then((id) => keyOf(request, id)) : keyOf(request, userId);
}

function keyOf(request: FastifyRequest, userId: string | null): string {
  return userId ? `user:${userId}` : `ip:${request.ip}`;
}

/**
 * A global limit on the API per signed-in player, or per IP address for visitors. Counters live
 * in Redis when REDIS_URL is set, so every API instance shares them; in memory otherwise, and
 * while Redis is down. Routes may set a stricter `config.rateLimit` of their own.
 */
export const rateLimitPlugin = fp<{ config: Config; redis: RedisLink | null }>(
  async (app, { config, redis }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: WINDOW_MS,
      store: counterStore(createAttemptCounter(redis, 'oyna-rate-limit:')),
      // The health check is polled by load balancers and must never be limited.
      allowList: (request) => !isRateLimited(request.url),
      keyGenerator: rateLimitKey,
      errorResponseBuilder: () => new AppError('rate_limited', 429),
    });
  },
  { name: 'rate-limit' },
);
