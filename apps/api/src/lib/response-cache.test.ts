import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCacheInvalidation } from './cache-invalidation.js';
import { answerFromCache, createResponseCache, normalisedQuery } from './response-cache.js';

describe('normalisedQuery, the cache key of a query', () => {
  it('is the same whatever order the fields came in, and leaves out fields not given', () => {
    expect(normalisedQuery({ page: 1, page_size: 20, type: undefined })).toBe(
      normalisedQuery({ page_size: 20, page: 1 }),
    );
  });

  it('tells apart queries that differ in a value, a type or a name', () => {
    const keys = [
      { page: 1 },
      { page: 2 },
      { page: '1' },
      { pages: 1 },
      { page: 1, search: 'a,"page":2' },
      { search: ['a', 'b'] },
      { search: 'a,b' },
      {},
    ].map(normalisedQuery);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

/** An answer long enough to be compressed. */
const LONG_LIST = Array.from({ length: 400 }, (_, index) => `venue ${index}`);

describe('answerFromCache', () => {
  it('answers once, built or kept, on a route with an async onSend hook', async () => {
    // Fastify says so in its log when a handler sends a reply twice ("Reply was already sent").
    const logs: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
    const cache = createResponseCache(createCacheInvalidation({ redis: null, log: app.log }));
    const errors: unknown[] = [];
    // An onSend hook that takes a moment (a store written, a check made) before the answer leaves.
    app.addHook('onSend', async (_request, reply, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reply.header('x-checked', 'yes');
      return payload;
    });
    app.setErrorHandler((error, _request, reply) => {
      errors.push(error);
      return reply.status(500).send();
    });
    app.get('/list', (request, reply) =>
      answerFromCache(
        cache,
        request,
        reply,
        { key: 'list', topics: ['venues'], ttlMs: 60_000, build: async () => ({ items: LONG_LIST }) },
        { maxAgeSeconds: 60 },
      ),
    );
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      for (const round of ['built', 'kept']) {
        // As a browser asks: the answer is compressed, the first time for an encoding in a promise.
        const answer = await fetch(`${origin}/list`, { headers: { 'accept-encoding': 'br' } });
        expect({ round, status: answer.status, encoding: answer.headers.get('content-encoding') }).toEqual({
          round,
          status: 200,
          encoding: 'br',
        });
        expect(answer.headers.get('x-checked')).toBe('yes');
        expect((await answer.json()) as unknown).toEqual({ items: LONG_LIST });
      }
      expect(errors).toEqual([]);
      expect(logs).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
