import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { AppError } from '../errors/app-error.js';
import { type AttemptCounter, type CounterState, createAttemptCounter } from '../lib/attempt-counter.js';
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
 * The global limit as one plain onRequest hook, counting in the same store and under the same keys
 * as @fastify/rate-limit's own hook did (and as `app.rateLimit()` still does for the router's
 * errors), with the same headers and the same 429; without the plugin's chain of promises, and
 * with none at all for a known token counted in memory (decision 101).
 */
function globalLimit(counter: AttemptCounter, max: number): onRequestHookHandler {
  const answer = (reply: FastifyReply, done: HookHandlerDoneFunction, state: CounterState) => {
    const resetSeconds = Math.ceil(state.resetInMs / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - state.count));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (state.count <= max) return done();
    reply.header('retry-after', resetSeconds);
    done(new AppError('rate_limited', 429));
  };
  const count = (key: string, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (counter.hitAtOnce) return answer(reply, done, counter.hitAtOnce(key, WINDOW_MS));
    counter.hit(key, WINDOW_MS).then(
      (state) => answer(reply, done, state),
      (error: Error) => done(error),
    );
  };
  return (request, reply, done) => {
    if (!isRateLimited(request.url)) return done();
    const key = rateLimitKey(request);
    if (typeof key === 'string') return count(key, reply, done);
    key.then(
      (known) => count(known, reply, done),
      (error: Error) => done(error),
    );
  };
}

/**
 * A global limit on the API per signed-in player, or per IP address for visitors. Counters live
 * in Redis when REDIS_URL is set, so every API instance shares them; in memory otherwise, and
 * while Redis is down. Routes may set a stricter `config.rateLimit` of their own (counted apart by
 * @fastify/rate-limit), or `false`.
 */
export const rateLimitPlugin = fp<{ config: Config; redis: RedisLink | null }>(
  async (app, { config, redis }) => {
    const counter = createAttemptCounter(redis, 'oyna-rate-limit:');
    await app.register(rateLimit, {
      // The routes without a limit of their own get `globalLimit` below instead of the plugin's hook.
      global: false,
      max: config.RATE_LIMIT_MAX,
      timeWindow: WINDOW_MS,
      store: counterStore(counter),
      // The health check is polled by load balancers and must never be limited.
      allowList: (request) => !isRateLimited(request.url),
      keyGenerator: rateLimitKey,
      errorResponseBuilder: () => new AppError('rate_limited', 429),
    });
    const hook = globalLimit(counter, config.RATE_LIMIT_MAX);
    // Where the plugin put its global hook: last on request of every route declared after it.
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit != null) return;
      const current = route.onRequest;
      route.onRequest = Array.isArray(current) ? [...current, hook] : current ? [current, hook] : [hook];
    });
  },
  { name: 'rate-limit' },
);
