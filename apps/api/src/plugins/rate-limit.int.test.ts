import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../modules/auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

/** A built web app in miniature: the shell and a few of the hashed files a first page fetches. */
function writeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oyna-rate-limit-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><body>APP SHELL<div id="root"></div></body></html>');
  mkdirSync(path.join(dir, 'assets'));
  for (let i = 0; i < 5; i += 1)
    writeFileSync(path.join(dir, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
  return dir;
}

// One address for everyone, as behind Azercell's or Bakcell's carrier-grade NAT.
const NAT_ADDRESS = '185.81.0.1';

describe('the API limit behind one carrier-NAT address', () => {
  let test: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeWebDist();
    test = await createTestApp({ driver: 'pglite', env: { RATE_LIMIT_MAX: '3', WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, remoteAddress: NAT_ADDRESS, headers });

  it('never limits the app pages or its files: a fresh browser opens the app however many came before', async () => {
    const urls = ['/login', '/dashboard', '/games/123', '/assets/chunk-0.js', '/assets/chunk-4.js'];
    const statuses: number[] = [];
    for (let visitor = 0; visitor < 4; visitor += 1) {
      for (const url of urls) statuses.push((await get(url)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: urls.length * 4 }, () => 200));
    expect((await get('/login')).body).toContain('APP SHELL');
  });

  it('counts a signed-in player by their account, not by the address they share', async () => {
    // Both players signed in elsewhere (the fixtures use addresses of their own).
    const leyla = await registerThroughApi(test.app);
    const murad = await registerThroughApi(test.app);
    const asLeyla = async () => (await get('/api/v1/auth/me', bearer(leyla.tokens.access_token))).statusCode;
    const asMurad = async () => (await get('/api/v1/auth/me', bearer(murad.tokens.access_token))).statusCode;

    expect([await asLeyla(), await asLeyla(), await asLeyla(), await asLeyla()]).toEqual([
      200, 200, 200, 429,
    ]);
    expect([await asMurad(), await asMurad(), await asMurad()]).toEqual([200, 200, 200]);
    // A visitor behind the same address has the address's own budget.
    expect((await get('/api/v1/venues')).statusCode).toBe(200);
  });

  it('a forged token is counted by the address, never by the account it names', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.c2lnbmF0dXJl';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (
          await test.app.inject({
            method: 'GET',
            url: '/api/v1/venues',
            remoteAddress: '185.81.0.2',
            headers: bearer(forged),
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a limited API call answers a message people can read, in their language', async () => {
    const address = '185.81.0.3';
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await test.app.inject({
        method: 'GET',
        url: '/api/v1/venues',
        remoteAddress: address,
        headers: { 'accept-language': 'en' },
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ detail: ERROR_CATALOGUE.rate_limited.en, code: 'rate_limited' });
  });

  it('tells every API answer its budget: the limit, what is left and when it starts again', async () => {
    const address = '185.81.0.4';
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await test.app.inject({ method: 'GET', url: '/api/v1/venues', remoteAddress: address }));
    }
    expect(answers.map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) {
      expect(answer.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    expect(answers[2]?.headers['retry-after']).toBeUndefined();
    expect(answers[3]?.headers['retry-after']).toBe(answers[3]?.headers['x-ratelimit-reset']);
  });

  it('a route with a limit of its own is counted apart: it spends none of the global budget', async () => {
    const address = '185.81.0.5';
    const call = (url: string) => test.app.inject({ method: 'GET', url, remoteAddress: address });
    const feedReads = [];
    for (let i = 0; i < 5; i += 1)
      feedReads.push((await call('/api/v1/calendar/unknown-feed/oyna.ics')).statusCode);
    expect(feedReads).not.toContain(429);
    const venues = [];
    for (let i = 0; i < 4; i += 1) venues.push((await call('/api/v1/venues')).statusCode);
    expect(venues).toEqual([200, 200, 200, 429]);
  });
});
