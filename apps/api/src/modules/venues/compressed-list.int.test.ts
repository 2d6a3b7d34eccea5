import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';

describe.each(testDrivers())('a cached list compressed once per encoding (decision 98) on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    for (let index = 0; index < 12; index += 1) await createVenue(test.app.db, { name: `Meydança ${index}` });
    test.app.cacheInvalidation.invalidate(['venues']);
  });
  afterAll(() => test.close());

  const list = (acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url: '/api/v1/venues?page_size=100',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers a browser in brotli, gzip when it lists no br, the same JSON and the same headers as the compress plugin', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const browser = await list('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['vary']).toBe('Authorization, accept-encoding');
    expect(browser.headers['etag']).toBe(plain.headers['etag']);
    expect(brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(plain.body);
    // The second time from the cached bytes: the same bytes.
    expect((await list('gzip, deflate, br')).rawPayload.equals(browser.rawPayload)).toBe(true);

    const gzipOnly = await list('gzip, deflate');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(plain.body);

    // Weights: the compress plugin decides, as before.
    const weighted = await list('br;q=0.5, gzip;q=1');
    expect(weighted.headers['content-encoding']).toBe('gzip');
    expect(weighted.headers['vary']).toBe('Authorization, accept-encoding');
    expect(gunzipSync(weighted.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('304 to a client that holds it, whatever it accepts', async () => {
    const first = await list('br');
    const again = await test.app.inject({
      method: 'GET',
      url: '/api/v1/venues?page_size=100',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe.each(testDrivers())('a cached list compressed for another origin on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver, env: { CORS_ORIGINS: 'https://oyna.az' } });
    for (let index = 0; index < 12; index += 1) await createVenue(test.app.db, { name: `Meydança ${index}` });
  });
  afterAll(() => test.close());

  it('keeps the Vary: Origin that CORS set beside its own fields, so no shared cache mixes two origins', async () => {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/api/v1/venues?page_size=100',
      headers: { 'accept-encoding': 'gzip, br', origin: 'https://oyna.az' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['access-control-allow-origin']).toBe('https://oyna.az');
    expect(answer.headers['vary']).toBe('Origin, Authorization, accept-encoding');
  });
});
