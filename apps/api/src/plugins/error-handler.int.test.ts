import { ERROR_CATALOGUE } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

describe('the one error shape', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      driver: 'pglite',
      beforeReady(app) {
        app.get('/api/v1/test/crash', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
        app.get('/api/v1/test/conflict', async () => {
          throw new AppError('conflict', 409);
        });
        app.post('/api/v1/test/echo', async (request) => request.body);
      },
    });
  });
  afterAll(() => test.close());

  it('answers an unknown API route with 404, a detail and a code, in Azerbaijani by default', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.route_not_found.az, code: 'route_not_found' });
  });

  it.each([
    ['az', ERROR_CATALOGUE.route_not_found.az],
    ['ru-RU,ru;q=0.9', ERROR_CATALOGUE.route_not_found.ru],
    ['en-GB,en;q=0.8', ERROR_CATALOGUE.route_not_found.en],
    ['de-DE', ERROR_CATALOGUE.route_not_found.az],
  ])('writes detail in the language of Accept-Language %s', async (acceptLanguage, detail) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/nothing-here',
      headers: { 'accept-language': acceptLanguage },
    });
    expect(response.json()).toMatchObject({ detail, code: 'route_not_found' });
  });

  it('answers a malformed query with 400 and a message for the field', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/venues?page=abc&page_size=1000',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.detail).toBe(ERROR_CATALOGUE.validation_failed.en);
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['page', 'page_size']));
  });

  it('answers a broken JSON body with 400 bad_request', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('maps an AppError to its status and code', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.conflict.az, code: 'conflict' });
  });

  it('never shows the internals of an unexpected failure', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.internal_error.az, code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends the API’s Content-Security-Policy, which allows nothing, with its answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and the error shape past the limit', async () => {
    const test = await createTestApp({ driver: 'pglite', env: { RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await test.app.inject({
          method: 'GET',
          url: '/api/v1/venues',
          headers: { 'accept-language': 'ru' },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json()).toEqual({ detail: ERROR_CATALOGUE.rate_limited.ru, code: 'rate_limited' });
    } finally {
      await test.close();
    }
  });
});

describe.skipIf(!process.env['TEST_REDIS_URL'])('rate limiting through Redis', () => {
  it('counts the requests of one address across two API instances', async () => {
    const env = { REDIS_URL: process.env['TEST_REDIS_URL'] ?? '', RATE_LIMIT_MAX: '3' };
    const first = await createTestApp({ driver: 'pglite', env });
    const second = await createTestApp({ driver: 'pglite', env });
    // A fresh address per run, so counters left in Redis by an earlier run do not count.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    try {
      const statuses: number[] = [];
      for (const test of [first, second, first, second]) {
        const response = await test.app.inject({ method: 'GET', url: '/api/v1/venues', remoteAddress });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
