import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheInvalidation, CacheTopic } from './cache-invalidation.js';
import {
  COMPRESS_THRESHOLD_BYTES,
  type EncodedForms,
  cachedEncoding,
  encodedForm,
} from './compressed-answer.js';

/** Entries kept per instance; the oldest goes first past it. */
const MAX_ENTRIES = 5_000;

/** A value built from the database, with the generations of the topics it was built under. */
interface Entry<T> {
  value: T;
  builtAt: number;
  generations: number[];
}

export interface CachedJson {
  /** The serialised answer as UTF-8 bytes, encoded once: sent as they are (decision 98). */
  body: Buffer;
  /** A strong validator of `body`, quoted. */
  etag: string;
  /** `body` compressed, per encoding, each made once when first asked for (decision 98). */
  encoded?: EncodedForms;
}

/**
 * An in-process cache of values built from the database, each dropped as soon as one of its topics
 * is invalidated (lib/cache-invalidation.ts) or it is older than its `ttlMs` (the bound for what no
 * write announces, such as a game kicking off). Concurrent misses of one key share one build. Opt-in:
 * only the routes that call it are cached (docs/decisions/0038-response-cache-and-session-cache.md).
 */
export interface ResponseCache {
  get<T>(
    key: string,
    options: { topics: readonly CacheTopic[]; ttlMs: number },
    build: () => Promise<T>,
  ): Promise<T>;
  /**
   * The value kept for `key` when it may still be used (as `get` would answer it without building),
   * at once and without a promise (decision 101); undefined when `get` would build.
   */
  peek<T>(
    key: string,
    options: { topics: readonly CacheTopic[]; ttlMs: number },
  ): { readonly value: T } | undefined;
  /** The JSON answer `json` keeps for `key`, at once, when it may still be used (as `peek`). */
  peekJson(key: string, options: { topics: readonly CacheTopic[]; ttlMs: number }): CachedJson | undefined;
  /** A JSON answer cached with its ETag. */
  json(
    key: string,
    options: { topics: readonly CacheTopic[]; ttlMs: number },
    build: () => Promise<unknown>,
  ): Promise<CachedJson>;
  /** Entries held now (tests, memory reports). */
  size(): number;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createResponseCache(
  invalidation: CacheInvalidation,
  options: { now?: () => number; maxEntries?: number } = {},
): ResponseCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, Entry<unknown>>();
  const building = new Map<string, Promise<unknown>>();

  /** The entry of `key` when it is fresh and built under the topics' current generations. */
  function usable(key: string, topics: readonly CacheTopic[], ttlMs: number): Entry<unknown> | undefined {
    const current = entries.get(key);
    if (!current || now() - current.builtAt >= ttlMs) return undefined;
    for (let index = 0; index < topics.length; index += 1) {
      if (current.generations[index] !== invalidation.generation(topics[index] as CacheTopic))
        return undefined;
    }
    return current;
  }

  async function get<T>(
    key: string,
    { topics, ttlMs }: { topics: readonly CacheTopic[]; ttlMs: number },
    build: () => Promise<T>,
  ): Promise<T> {
    if (!invalidation.isLive()) return build();
    const current = usable(key, topics, ttlMs);
    if (current) return current.value as T;
    const generations = topics.map((topic) => invalidation.generation(topic));
    // One build per key and generation: a build started before an invalidation is not shared after it.
    const flightKey = `${generations.join(',')}|${key}`;
    const inFlight = building.get(flightKey);
    if (inFlight) return inFlight as Promise<T>;
    const builtAt = now();
    const started = build()
      .then((value) => {
        // Kept only if nothing it was built from changed while it was built.
        const still = topics.every((topic, index) => invalidation.generation(topic) === generations[index]);
        if (still && invalidation.isLive()) {
          entries.delete(key);
          entries.set(key, { value, builtAt, generations });
          if (entries.size > maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
        }
        return value;
      })
      .finally(() => building.delete(flightKey));
    building.set(flightKey, started);
    return started;
  }

  return {
    get,
    peek: <T>(key: string, { topics, ttlMs }: { topics: readonly CacheTopic[]; ttlMs: number }) =>
      invalidation.isLive() ? (usable(key, topics, ttlMs) as { readonly value: T } | undefined) : undefined,
    peekJson: (key, cacheOptions) =>
      invalidation.isLive()
        ? (usable(`json|${key}`, cacheOptions.topics, cacheOptions.ttlMs)?.value as CachedJson | undefined)
        : undefined,
    json: (key, cacheOptions, build) =>
      get(`json|${key}`, cacheOptions, async () => toCachedJson(await build())),
    size: () => entries.size,
  };
}

/** The keys of the queries that cannot change, each built once. */
const normalisedKeys = new WeakMap<object, string>();

/**
 * The normalised query of a request: its validated fields in name order, for a cache key. Built
 * by hand (no entries, filter and pairs to stringify): it runs on every cached request.
 */
export function normalisedQuery(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  // A frozen query is one the query validator shares between the requests that send it (decision 104).
  const known = normalisedKeys.get(query);
  if (known !== undefined) return known;
  const key = buildNormalisedQuery(query as Record<string, unknown>);
  if (Object.isFrozen(query)) normalisedKeys.set(query, key);
  return key;
}

function buildNormalisedQuery(fields: Record<string, unknown>): string {
  const names = Object.keys(fields);
  // An insertion sort: a query has a handful of fields, and sort() allocates for any length.
  for (let index = 1; index < names.length; index += 1) {
    const name = names[index] as string;
    let at = index;
    for (; at > 0 && (names[at - 1] as string) > name; at -= 1) names[at] = names[at - 1] as string;
    names[at] = name;
  }
  let key = '';
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined)
      key += `${key === '' ? '' : ','}${JSON.stringify(name)}:${JSON.stringify(value)}`;
  }
  return key;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached JSON answer: `304` when the client already holds it (If-None-Match), the stored
 * bytes otherwise (no serialisation), compressed once per encoding for a client that accepts br or gzip. Visitors' answers may be kept `maxAgeSeconds` by browsers and
 * shared caches; a signed-in caller's answer never is (the cache-control plugin says no-store),
 * unless the answer is `sameForEveryone`.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
  options: { maxAgeSeconds: number; sameForEveryone?: boolean },
): FastifyReply | Promise<FastifyReply> {
  reply.header('etag', answer.etag);
  // A visitor's answer is the same in every language; a signed-in caller's is theirs alone.
  if (!options.sameForEveryone) addVary(reply, 'Authorization');
  if (options.sameForEveryone || request.headers.authorization === undefined) {
    reply.header('cache-control', `public, max-age=${options.maxAgeSeconds}`);
  }
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    request.headers['x-no-compression'] === undefined && answer.body.length >= COMPRESS_THRESHOLD_BYTES
      ? cachedEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(answer.body);
  // Compressed once per answer and encoding, not on every request; the compress plugin leaves
  // an answer that has its Content-Encoding alone, and would have added the same Vary.
  answer.encoded ??= new Map();
  const form = encodedForm(answer.encoded, answer.body, encoding);
  if (Buffer.isBuffer(form)) return sendEncoded(reply, encoding, form);
  return form.then(
    (bytes) => sendEncoded(reply, encoding, bytes),
    // Not compressed after all: the plain bytes, which the compress plugin may still compress.
    () => reply.send(answer.body),
  );
}

function sendEncoded(reply: FastifyReply, encoding: string, bytes: Buffer): FastifyReply {
  return addVary(reply.header('content-encoding', encoding), 'accept-encoding').send(bytes);
}

/**
 * A route's cached JSON answer (`cache.json` then `sendCachedJson`), sent at once without a promise
 * when it is kept (decision 101), built and kept otherwise.
 */
export function answerFromCache(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { key: string; topics: readonly CacheTopic[]; ttlMs: number; build: () => Promise<unknown> },
  options: { maxAgeSeconds: number; sameForEveryone?: boolean },
): undefined | Promise<void> {
  return answerKeptOrBuilt(
    request,
    reply,
    cache.peekJson(entry.key, entry),
    () => cache.json(entry.key, entry, entry.build),
    options,
  );
}

/**
 * Sends `kept`, a cached answer taken at once (`peekJson`), without a promise, or else the answer
 * `build` makes (decision 104): for a route whose cache key is not one entry of `answerFromCache`.
 */
export function answerKeptOrBuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: CachedJson | undefined,
  build: () => Promise<CachedJson>,
  options: { maxAgeSeconds: number; sameForEveryone?: boolean },
): undefined | Promise<void> {
  if (kept) {
    const sent = sendCachedJson(request, reply, kept, options);
    // Sent already, or once its compressed form is made (the first time for an encoding).
    return sent instanceof Promise ? sent.then(() => undefined) : undefined;
  }
  return build()
    .then((answer) => sendCachedJson(request, reply, answer, options))
    .then(() => undefined);
}

/** Adds `field` to the answer's Vary, after what is there (CORS's Origin), as the compress plugin does. */
function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  // Most answers have no Vary yet (no CORS origin asked): nothing to split or join.
  if (current === undefined) return reply.header('vary', field);
  const fields = typeof current === 'string' ? current.split(',').map((name) => name.trim()) : [];
  if (fields.some((name) => name.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('vary', [...fields, field].filter(Boolean).join(', '));
}

/**
 * For a route plugin whose writes change cached answers: after every successful write (any method
 * but GET and HEAD answered below 400, so after its transaction committed) and before the answer
 * leaves, the topics (or those `topics` names for the request) are invalidated on every instance.
 * Scoped to the plugin it is called in.
 */
export function invalidateOnWrite(
  app: FastifyInstance,
  topics: readonly CacheTopic[] | ((request: FastifyRequest) => readonly CacheTopic[]),
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.cacheInvalidation.invalidate(typeof topics === 'function' ? topics(request) : topics);
    }
    done(null, payload);
  });
}
