import { ERROR_CATALOGUE } from '@oyna/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/database.js';
import { type TestApp, createTestApp } from './test/test-app.js';
import { type TcpProxy, startTcpProxy } from './test/tcp-proxy.js';
import { createPostgresTestDatabase } from './test/test-databases.js';

const redisUrl = process.env['TEST_REDIS_URL'];
const databaseUrl = process.env['TEST_DATABASE_URL'];

/** Ten requests from one address, one after another: how long they took and what they answered. */
async function browse(test: TestApp, remoteAddress: string, count = 10) {
  const started = performance.now();
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/venues', remoteAddress });
    statuses.push(response.statusCode);
  }
  return { statuses, ms: performance.now() - started };
}

describe.runIf(redisUrl)('a Redis outage costs no request', () => {
  let proxy: TcpProxy;
  let test: TestApp;
  let direct: Redis;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    test = await createTestApp({
      driver: 'pglite',
      env: { REDIS_URL: proxy.urlFor(redisUrl ?? ''), RATE_LIMIT_MAX: '8' },
    });
    direct = new Redis(redisUrl ?? '');
    await vi.waitFor(() => expect(test.app.redis?.isAvailable()).toBe(true), { timeout: 5_000 });
  });
  afterAll(async () => {
    await test.close();
    await proxy.close();
    direct.disconnect();
  });

  it('counts rate limits in Redis while it answers, shared by every instance', async () => {
    const { statuses } = await browse(test, '10.0.0.1', 3);
    expect(statuses).toEqual([200, 200, 200]);
    const keys = await direct.keys('oyna-rate-limit:*10.0.0.1*');
    expect(keys.length).toBeGreaterThan(0);
  });

  it('a frozen Redis (SIGSTOP) slows no request for long, and the limit still holds in memory', async () => {
    proxy.freeze();
    const { statuses, ms } = await browse(test, '10.0.0.2');
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses.slice(8)).toEqual([429, 429]);
    // One call waits for the breaker's timeout, the rest skip Redis: far from the 15 s hang it was.
    expect(ms).toBeLessThan(3_000);
    expect(test.app.redis?.isAvailable()).toBe(false);
    // Redis is optional: health says it is down and stays 200.
    const health = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', redis: { configured: true, ok: false } });
  });

  it('a stopped Redis answers from memory at once, and shared counting resumes when it is back', async () => {
    proxy.cut();
    const { statuses } = await browse(test, '10.0.0.3', 3);
    expect(statuses).toEqual([200, 200, 200]);
    proxy.restore();
    await vi.waitFor(
      async () => {
        await browse(test, '10.0.0.4', 1);
        expect(await direct.keys('oyna-rate-limit:*10.0.0.4*')).not.toEqual([]);
      },
      { timeout: 12_000, interval: 500 },
    );
  }, 20_000);
});

describe.runIf(databaseUrl)('a PostgreSQL outage answers 503, never 500, and heals by itself', () => {
  let proxy: TcpProxy;
  let test: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    const target = new URL(created.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const database = await openDatabase({ driver: 'postgres', url: proxy.urlFor(created.url), poolSize: 4 });
    test = await createTestApp({ driver: 'postgres', database });
  });
  afterAll(async () => {
    await test.close();
    await proxy.close();
    await drop();
  });

  it('answers while the database is there', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/games' })).statusCode).toBe(200);
  });

  it('a cut in the middle of parallel requests fails them with 503 only, and the process lives', async () => {
    const inFlight = Array.from({ length: 30 }, (_, index) =>
      test.app.inject({ method: 'GET', url: index % 2 ? '/api/v1/games' : '/api/v1/venues' }),
    );
    proxy.cut();
    const statuses = (await Promise.all(inFlight)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    proxy.restore();
    await vi.waitFor(
      async () =>
        expect((await test.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200),
      { timeout: 2_000, interval: 100 },
    );
  });

  it('while it is down: 503 with Retry-After and a try-again message, health 503, the process lives', async () => {
    proxy.cut();
    // Lists this instance already holds are answered from memory (decision 38); these it never built.
    for (const url of ['/api/v1/games?page_size=3', '/api/v1/venues?page_size=3', '/api/v1/venues/1']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ru' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({
        code: 'service_unavailable',
        detail: ERROR_CATALOGUE.service_unavailable.ru,
      });
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
  });

  it('recovers by itself when the database returns', async () => {
    proxy.restore();
    await vi.waitFor(
      async () =>
        expect((await test.app.inject({ method: 'GET', url: '/api/v1/games' })).statusCode).toBe(200),
      { timeout: 10_000, interval: 200 },
    );
  }, 15_000);
});
