import { connect } from 'node:net';
import { ERROR_CATALOGUE } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app.js';

describe('errors raised by the framework before any route runs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver: 'pglite', env: { RATE_LIMIT_MAX: '5' } });
  });
  afterAll(() => test.close());

  it('a path parameter over 200 characters is 414 in the one error shape, with the security headers', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${'a'.repeat(201)}`,
      headers: { 'accept-language': 'ru' },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.uri_too_long.ru, code: 'uri_too_long' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('a malformed percent-encoding is 400 bad_request in the caller’s language', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/games/%E0%A4%A',
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.0.0.2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.bad_request.en, code: 'bad_request' });
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('such errors count against the rate limit: the sixth in a minute is 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await test.app.inject({
        method: 'GET',
        url: '/api/v1/venues/%ZZ',
        headers: { 'accept-language': 'en' },
        remoteAddress: '10.0.0.3',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last?.json()).toEqual({ detail: ERROR_CATALOGUE.rate_limited.en, code: 'rate_limited' });
    expect(last?.headers['retry-after']).toBeDefined();
  });
});

/** Sends `head` (and nothing more) on a raw connection; resolves with what came back and when the socket closed. */
function stall(port: number, head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a stalled connection open for 15 s; answered: ${answer}`));
    }, 15_000);
  });
}

describe('slow clients are cut off', () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp({
      driver: 'pglite',
      env: { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
    });
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const address = test.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => test.close());

  it('a body announced as 100 bytes that sends 4 is answered 408 and the connection closed', async () => {
    const { answer, closedAfterMs } = await stall(
      port,
      'POST /api/v1/auth/login/json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"em',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain(
      JSON.stringify({ detail: ERROR_CATALOGUE.request_timeout.az, code: 'request_timeout' }),
    );
    expect(closedAfterMs).toBeLessThan(8000);
  });

  it('headers that never end are answered 408 and the connection closed', async () => {
    const { answer, closedAfterMs } = await stall(port, 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(8000);
  });

  it('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_SECONDS', async () => {
    const { answer, closedAfterMs } = await stall(
      port,
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeLessThan(8000);
  });
});
