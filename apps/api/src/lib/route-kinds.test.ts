import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forbidden, unauthorized } from '../errors/app-error.js';
import type { AuthUser } from './auth-user.js';
import { adminRoutes, bearerSecurity, openRoutes, signedInRoutes } from './route-kinds.js';
import { created, noContent, ok } from './route-responses.js';

const player: AuthUser = { id: 'u1', role: 'player', sessionId: 's1' };

/** An app whose `authenticate` signs in `player` when a token is sent, and which records each route's options. */
async function appWithRoutes(declare: (app: ReturnType<typeof zodApp>) => void) {
  const app = zodApp();
  const routes: {
    url: string;
    method: string;
    schema?: unknown;
    onRequest?: unknown;
    preHandler?: unknown;
  }[] = [];
  app.addHook('onRoute', (options) => {
    routes.push({ ...options, method: String(options.method) });
  });
  await app.register(async (plugin) => declare(plugin));
  await app.ready();
  return { app, routes };
}

function zodApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ detail: error.message, code: 'refused' }),
  );
  const authenticate = async (request: { headers: Record<string, unknown>; user: AuthUser | null }) => {
    if (!request.headers['authorization']) throw unauthorized();
    request.user = player;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('identify', async (request: { headers: Record<string, unknown>; user: AuthUser | null }) => {
    if (request.headers['authorization']) request.user = player;
  });
  // What the route kinds run: the same, answered at once (decision 101).
  app.decorate(
    'authenticateInline',
    (request: { headers: Record<string, unknown>; user: AuthUser | null }) => {
      if (!request.headers['authorization']) throw unauthorized();
      request.user = player;
    },
  );
  app.decorate('identifyInline', (request: { headers: Record<string, unknown>; user: AuthUser | null }) => {
    if (request.headers['authorization']) request.user = player;
  });
  return app;
}

const signedInHeaders = { authorization: 'Bearer token' };

describe('route kinds', () => {
  it('run authenticate, then the checks, before the handler, which reads the signed-in user', async () => {
    const calls: string[] = [];
    const { app, routes } = await appWithRoutes((app) => {
      const admin = signedInRoutes(app, {
        tags: ['admin'],
        checks: [
          async (request) => {
            calls.push(`check ${request.user?.id}`);
          },
        ],
      });
      admin.get('/me', {
        summary: 'Me',
        response: ok(z.object({ id: z.string() })),
        handler: async ({ user }) => ({ id: user.id }),
      });
    });
    expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
    const response = await app.inject({ url: '/me', headers: signedInHeaders });
    expect(response.json()).toEqual({ id: 'u1' });
    expect(calls).toEqual(['check u1']);
    const route = routes.find((r) => r.url === '/me' && r.method === 'GET');
    expect(route?.schema).toMatchObject({ tags: ['admin'], summary: 'Me', security: bearerSecurity });
    // Authenticate and the checks run as one hook.
    expect(route?.preHandler).toHaveLength(1);
  });

  it('run checks that answer at once and checks that answer later in order; a throw refuses as a rejection does', async () => {
    const calls: string[] = [];
    const { app } = await appWithRoutes((app) => {
      const kind = signedInRoutes(app, {
        tags: ['admin'],
        checks: [
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            calls.push('later');
          },
          (request) => {
            calls.push('at once');
            if (request.headers['x-refuse']) throw forbidden();
          },
        ],
      });
      kind.get('/ordered', { response: ok(z.null()), handler: async () => null });
    });
    expect((await app.inject({ url: '/ordered', headers: signedInHeaders })).statusCode).toBe(200);
    expect(calls).toEqual(['later', 'at once']);
    const refused = await app.inject({ url: '/ordered', headers: { ...signedInHeaders, 'x-refuse': '1' } });
    expect(refused.statusCode).toBe(403);
  });

  it('run the checks on request, before the body is validated, when asked to', async () => {
    const { app } = await appWithRoutes((app) => {
      const admin = signedInRoutes(app, {
        tags: ['admin'],
        checks: [async () => Promise.reject(forbidden())],
        hook: 'onRequest',
      });
      admin.post('/things', {
        body: z.object({ name: z.string() }),
        response: ok(z.object({ name: z.string() })),
        handler: async ({ body }) => body,
      });
    });
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: signedInHeaders,
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuse the admin console's routes to a player before the body is read", async () => {
    const { app, routes } = await appWithRoutes((app) => {
      adminRoutes(app).post('/admin/things', {
        body: z.object({ name: z.string() }),
        response: ok(z.object({ name: z.string() })),
        handler: async ({ body }) => body,
      });
    });
    const response = await app.inject({
      method: 'POST',
      url: '/admin/things',
      headers: signedInHeaders,
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(routes.find((r) => r.url === '/admin/things')?.schema).toMatchObject({ tags: ['admin'] });
  });

  it('give each route its own list of hooks, which a plugin may push to without reaching other routes', async () => {
    const { routes } = await appWithRoutes((app) => {
      const admin = signedInRoutes(app, { tags: ['admin'], hook: 'onRequest' });
      for (const url of ['/a', '/b']) admin.get(url, { response: ok(z.null()), handler: async () => null });
    });
    const [a, b] = routes.filter((r) => r.method === 'GET');
    expect(a?.onRequest).not.toBe(b?.onRequest);
  });

  it("give a route the file's tags unless it names its own, and no security when anyone may call it", async () => {
    const { routes } = await appWithRoutes((app) => {
      const anyone = openRoutes(app, { tags: ['games'] });
      anyone.get('/games', { summary: 'Games', handler: async () => 'games' });
      anyone.get('/teams', { tags: ['teams'], handler: async () => 'teams' });
    });
    const schemas = routes
      .filter((r) => r.method === 'GET')
      .map((r) => Object.fromEntries(Object.entries(r.schema as object)));
    expect(schemas).toEqual([{ tags: ['games'], summary: 'Games' }, { tags: ['teams'] }]);
  });

  it('identify the caller of an open route when asked to: a visitor is null', async () => {
    const { app } = await appWithRoutes((app) => {
      const identifying = openRoutes(app, { tags: ['games'], identify: true });
      identifying.get('/who', {
        response: ok(z.object({ id: z.string().nullable() })),
        handler: async ({ user }) => ({ id: user?.id ?? null }),
      });
    });
    expect((await app.inject({ url: '/who' })).json()).toEqual({ id: null });
    expect((await app.inject({ url: '/who', headers: signedInHeaders })).json()).toEqual({ id: 'u1' });
  });

  it('answer with the one success status a route declares: 201 with the body, 204 with none', async () => {
    const { app } = await appWithRoutes((app) => {
      const anyone = openRoutes(app, { tags: ['things'] });
      anyone.post('/things', {
        response: created(z.object({ id: z.number() })),
        handler: async () => ({ id: 1 }),
      });
      anyone.delete('/things/1', { response: noContent('Removed'), handler: async () => undefined });
    });
    const made = await app.inject({ method: 'POST', url: '/things' });
    expect([made.statusCode, made.json()]).toEqual([201, { id: 1 }]);
    const removed = await app.inject({ method: 'DELETE', url: '/things/1' });
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
  });
});
