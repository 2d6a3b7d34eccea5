import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityPlugin } from './security.js';
import { API_SECURITY_HEADERS, HELMET_OPTIONS, SECURITY_HEADERS } from '../lib/security-headers.js';
import { loadConfig } from '../config.js';
import { openEventStream } from '../lib/event-stream.js';

/** The headers of an answer, without those of the transport (date, connection, length). */
async function headersOf(app: ReturnType<typeof Fastify>): Promise<Record<string, unknown>> {
  app.get('/x', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/x' });
  const { date: _date, connection: _connection, 'content-length': _length, ...rest } = response.headers;
  return rest;
}

describe('security headers', () => {
  it('are the bytes @fastify/helmet wrote with the same options, computed once', async () => {
    const before = Fastify();
    await before.register(fastifyHelmet, HELMET_OPTIONS);
    const after = Fastify();
    await after.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    const expected = await headersOf(before);
    expect(await headersOf(after)).toEqual(expected);
    expect(Object.fromEntries(SECURITY_HEADERS)).toEqual(
      Object.fromEntries(Object.entries(expected).filter(([name]) => name !== 'content-type')),
    );
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('an API answer carries the API’s headers, which allow nothing, and none of a page’s', async () => {
    const app = Fastify();
    await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    app.get('/api/v1/x', async () => ({ ok: true }));
    app.get('/games', async () => 'a page');
    const api = await app.inject({ method: 'GET', url: '/api/v1/x' });
    for (const [name, value] of API_SECURITY_HEADERS) expect(api.headers[name]).toBe(value);
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/games' });
    for (const [name, value] of SECURITY_HEADERS) expect(page.headers[name]).toBe(value);
  });

  it('a route may still set one of its own', async () => {
    const app = Fastify();
    await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const response = await app.inject({ method: 'GET', url: '/framed' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a hijacked event stream writes them too, with its own content type and caching', async () => {
    const app = Fastify();
    await app.register(securityPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    app.get('/events', (_request, reply) => {
      const stream = openEventStream(reply);
      stream.send('hello', { ok: true });
      stream.end();
    });
    const response = await app.inject({ method: 'GET', url: '/events' });
    expect(response.body).toContain('event: hello');
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers[name]).toBe(value);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
  });
});
