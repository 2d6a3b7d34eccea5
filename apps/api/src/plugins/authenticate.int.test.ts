import { ERROR_CATALOGUE } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from '../lib/access-token.js';
import { authenticatedUser, requireRole } from '../lib/auth-user.js';
import { type ZodApp, openRoutes, signedInRoutes } from '../lib/route-kinds.js';
import { bearer, registerThroughApi } from '../modules/auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { testDrivers } from '../test/test-databases.js';

describe.each(testDrivers())('the authenticate preHandler on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      beforeReady(app) {
        app.get('/api/v1/test/whoami', { preHandler: app.authenticate }, async (request) =>
          authenticatedUser(request),
        );
        app.get(
          '/api/v1/test/admin-only',
          { preHandler: [app.authenticate, requireRole('admin', 'organizer')] },
          async () => ({ ok: true }),
        );
        // The route kinds run the checks inline: from memory, without a promise, once seen (decision 101).
        const zod = app as unknown as ZodApp;
        const signedIn = signedInRoutes(zod, { tags: ['test'] });
        signedIn.get('/api/v1/test/kind-whoami', { handler: async (request) => request.user });
        const organizers = signedInRoutes(zod, { tags: ['test'], checks: [requireRole('organizer')] });
        organizers.get('/api/v1/test/kind-organizers', { handler: async () => ({ ok: true }) });
        const anyone = openRoutes(zod, { tags: ['test'], identify: true });
        anyone.get('/api/v1/test/kind-anyone', {
          handler: async (request) => ({ user: request.user?.id ?? null }),
        });
      },
    });
  });
  afterAll(() => test.close());

  const whoami = (headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers });

  it('lets a valid token through and tells who the user is', async () => {
    const account = await registerThroughApi(test.app);
    const response = await whoami(bearer(account.tokens.access_token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: account.user.id, role: 'player', sessionId: expect.any(String) });
  });

  it('accepts the Bearer scheme in any case', async () => {
    const account = await registerThroughApi(test.app);
    expect((await whoami({ authorization: `bearer ${account.tokens.access_token}` })).statusCode).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a garbled token', { authorization: 'Bearer not.a.jwt' }],
    ['random text', { authorization: 'Bearer abc' }],
  ])('refuses %s with 401 unauthorized', async (_case, headers) => {
    const response = await whoami(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.unauthorized.az, code: 'unauthorized' });
  });

  it('refuses an expired token', async () => {
    const account = await registerThroughApi(test.app);
    const claims = await test.app.accessTokens.verify(account.tokens.access_token);
    if (!claims) throw new Error('the fresh token should verify');
    const issuedLongAgo = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    const expired = await test.app.accessTokens.sign(claims, { now: issuedLongAgo });
    expect((await whoami(bearer(expired))).statusCode).toBe(401);
    const stillValid = await test.app.accessTokens.sign(claims, { now: new Date(Date.now() - 60_000) });
    expect((await whoami(bearer(stillValid))).statusCode).toBe(200);
  });

  it('refuses a token signed with another key, and an unsigned one', async () => {
    const account = await registerThroughApi(test.app);
    const claims = await test.app.accessTokens.verify(account.tokens.access_token);
    if (!claims) throw new Error('the fresh token should verify');
    const foreign = await createAccessTokens('another-secret-that-is-long-enough-0123456789').sign(claims);
    expect((await whoami(bearer(foreign))).statusCode).toBe(401);

    const [, payload] = account.tokens.access_token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await whoami({ authorization: `Bearer ${unsigned}` })).statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const account = await registerThroughApi(test.app);
    await test.database.db.delete(users).where(eq(users.id, account.user.id));
    // Written behind the API's back: the API hears of it as from any write that ends sessions.
    test.app.cacheInvalidation.invalidate([`user:${account.user.id}`]);
    expect((await whoami(bearer(account.tokens.access_token))).statusCode).toBe(401);
  });

  it('requireRole answers 403 forbidden to other roles, and reads the role again once it changed', async () => {
    const account = await registerThroughApi(test.app);
    const adminOnly = () =>
      test.app.inject({
        method: 'GET',
        url: '/api/v1/test/admin-only',
        headers: { ...bearer(account.tokens.access_token), 'accept-language': 'en' },
      });
    const refused = await adminOnly();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ERROR_CATALOGUE.forbidden.en, code: 'forbidden' });

    await test.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.user.id));
    // Written behind the API's back: an admin's role change through the API invalidates the same way.
    test.app.cacheInvalidation.invalidate([`user:${account.user.id}`]);
    expect((await adminOnly()).statusCode).toBe(200);
  });

  it('requireRole without a signed-in user answers 401', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/test/admin-only' });
    expect(response.statusCode).toBe(401);
  });

  describe('through the route kinds (checks run inline, the session remembered)', () => {
    const call = (url: string, token?: string) =>
      test.app.inject({ method: 'GET', url: `/api/v1/test/${url}`, headers: token ? bearer(token) : {} });

    it('a remembered session is refused as soon as it ends: at logout, on the next request', async () => {
      const account = await registerThroughApi(test.app);
      const token = account.tokens.access_token;
      expect((await call('kind-whoami', token)).statusCode).toBe(200);
      // The second request is answered from the checked token and the session in memory.
      expect((await call('kind-whoami', token)).json()).toEqual({
        id: account.user.id,
        role: 'player',
        sessionId: expect.any(String),
      });
      expect((await call('kind-anyone', token)).json()).toEqual({ user: account.user.id });
      const logout = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(204);
      expect((await call('kind-whoami', token)).statusCode).toBe(401);
      expect((await call('kind-anyone', token)).statusCode).toBe(401);
    });

    it('a check after the session runs after it, and sees the role read again once it changed', async () => {
      const account = await registerThroughApi(test.app);
      const token = account.tokens.access_token;
      expect((await call('kind-organizers', token)).statusCode).toBe(403);
      expect((await call('kind-organizers', token)).statusCode).toBe(403);
      await test.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, account.user.id));
      test.app.cacheInvalidation.invalidate([`user:${account.user.id}`]);
      expect((await call('kind-organizers', token)).statusCode).toBe(200);
      expect((await call('kind-organizers')).statusCode).toBe(401);
    });

    it('a visitor is a visitor, and a bad token on an open route is 401', async () => {
      expect((await call('kind-anyone')).json()).toEqual({ user: null });
      expect((await call('kind-anyone', 'not.a.jwt')).statusCode).toBe(401);
      expect((await call('kind-whoami', 'not.a.jwt')).statusCode).toBe(401);
    });
  });
});
