import { ERROR_CATALOGUE } from '@oyna/shared';
import inject from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

describe('a request that arrives while the API shuts down', () => {
  it('gets the product’s 503 in the caller’s language, with Retry-After, the connection closed and the headers of every answer', async () => {
    let release: () => void = () => undefined;
    const test = await createTestApp({
      driver: 'pglite',
      env: { CORS_ORIGINS: 'https://partner.example' },
      beforeReady(app) {
        app.get('/api/v1/test/slow', async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { done: true };
        });
      },
    });
    // A request in flight keeps the close waiting, as a real one would.
    const slow = test.app.inject({ method: 'GET', url: '/api/v1/test/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = test.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // A request that reaches the server now (on a connection still open), as Node would hand it over.
    const late = await inject((request, response) => test.app.server.emit('request', request, response), {
      method: 'GET',
      url: '/api/v1/venues',
      headers: { 'accept-language': 'ru', origin: 'https://partner.example' },
    });
    release();
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('2');
    expect(late.headers['connection']).toBe('close');
    // Readable by a page on an allowed origin, and as guarded as any other answer.
    expect(late.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(late.headers['x-content-type-options']).toBe('nosniff');
    expect(late.json()).toEqual({
      code: 'service_unavailable',
      detail: ERROR_CATALOGUE.service_unavailable.ru,
    });
    expect((await slow).statusCode).toBe(200);
    await closing;
    await test.database.close();
  });
});
