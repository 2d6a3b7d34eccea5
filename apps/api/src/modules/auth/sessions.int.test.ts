import { ERROR_CATALOGUE, type TokenPair } from '@oyna/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { hashRefreshToken } from '../../lib/refresh-token.js';
import { REFRESH_GRACE_SECONDS } from './refresh-session.js';
import { bearer, registerThroughApi } from './testing/auth-fixtures.js';

describe.each(testDrivers())('sessions and refresh rotation on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const refresh = (refreshToken: string, language = 'az') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: refreshToken },
      headers: { 'accept-language': language },
    });
  /** Moves every rotation of the user's tokens back past the grace window, as if time had passed. */
  const pastGrace = (userId: string) =>
    test.database.db
      .update(authSessions)
      .set({ rotatedAt: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(and(eq(authSessions.userId, userId), isNotNull(authSessions.rotatedAt)));
  const me = (accessToken: string) =>
    test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
  const logout = (options: { accessToken?: string; refreshToken?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: options.accessToken ? bearer(options.accessToken) : {},
      ...(options.refreshToken && { payload: { refresh_token: options.refreshToken } }),
    });

  it('rotates the refresh token: the new pair works, the old refresh token stops working', async () => {
    const account = await registerThroughApi(test.app);
    const first = await refresh(account.tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<TokenPair>();
    expect(Object.keys(rotated).sort()).toEqual(['access_token', 'refresh_token']);
    expect(rotated.refresh_token).not.toBe(account.tokens.refresh_token);
    expect((await me(rotated.access_token)).json().id).toBe(account.user.id);

    const second = await refresh(rotated.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('a refresh token reused after the grace window revokes the whole family: the newest token of it is refused too', async () => {
    const account = await registerThroughApi(test.app);
    const rotated = (await refresh(account.tokens.refresh_token)).json<TokenPair>();
    const newest = (await refresh(rotated.refresh_token)).json<TokenPair>();
    await pastGrace(account.user.id);

    const reused = await refresh(account.tokens.refresh_token, 'en');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: ERROR_CATALOGUE.session_expired.en, code: 'session_expired' });

    expect((await refresh(newest.refresh_token)).statusCode).toBe(401);
    expect((await me(newest.access_token)).statusCode).toBe(401);
    const rows = await test.database.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.userId, account.user.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('a reused token ends only its own family: another sign-in of the same user goes on', async () => {
    const account = await registerThroughApi(test.app);
    const otherDevice = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email: account.email, password: account.password },
    });
    const otherTokens = otherDevice.json<TokenPair>();
    await refresh(account.tokens.refresh_token);
    await pastGrace(account.user.id);
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(otherTokens.access_token)).statusCode).toBe(200);
    expect((await refresh(otherTokens.refresh_token)).statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in, however often it was refreshed', async () => {
    const account = await registerThroughApi(test.app);
    const rotated = (await refresh(account.tokens.refresh_token)).json<TokenPair>();
    const [row] = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashRefreshToken(rotated.refresh_token)));
    const [original] = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashRefreshToken(account.tokens.refresh_token)));
    // The rotated token keeps the family's end, fixed 30 days after sign-in.
    expect(row?.familyExpiresAt.getTime()).toBe(original?.familyExpiresAt.getTime());
    const lifetimeDays =
      ((row?.familyExpiresAt.getTime() ?? 0) - (original?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(lifetimeDays).toBeCloseTo(30, 3);

    await test.database.db
      .update(authSessions)
      .set({ familyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, account.user.id));
    // Moved behind the API's back (time passing would not need this: a cached session ends on time).
    test.app.cacheInvalidation.invalidate([`user:${account.user.id}`]);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const missing = await test.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['refresh_token']);
  });

  it('eight simultaneous refreshes of one token (two tabs) all get the same new pair, and the session lives on', async () => {
    const account = await registerThroughApi(test.app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => refresh(account.tokens.refresh_token)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const pairs = responses.map((response) => response.json<TokenPair>());
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    for (const pair of pairs) expect((await me(pair.access_token)).statusCode).toBe(200);
    const next = (await refresh(pairs[0]?.refresh_token ?? '')).json<TokenPair>();
    expect((await me(next.access_token)).statusCode).toBe(200);
    const rows = await test.database.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.userId, account.user.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('a token repeated within the grace window follows the chain: it answers its successor, which still refreshes once', async () => {
    const account = await registerThroughApi(test.app);
    const first = (await refresh(account.tokens.refresh_token)).json<TokenPair>();
    const repeat = await refresh(account.tokens.refresh_token);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<TokenPair>().refresh_token).toBe(first.refresh_token);
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json<TokenPair>().refresh_token).not.toBe(first.refresh_token);
  });

  it('a token repeated after the grace window is refused and revokes the family, even after a repeat inside it', async () => {
    const account = await registerThroughApi(test.app);
    const first = (await refresh(account.tokens.refresh_token)).json<TokenPair>();
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(200);
    await pastGrace(account.user.id);
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await me(first.access_token)).statusCode).toBe(401);
  });

  it('a token repeated within the grace window after logout is refused', async () => {
    const account = await registerThroughApi(test.app);
    const first = (await refresh(account.tokens.refresh_token)).json<TokenPair>();
    await logout({ accessToken: first.access_token });
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the session: its refresh token fails and its access token gets 401', async () => {
    const account = await registerThroughApi(test.app);
    const response = await logout({ accessToken: account.tokens.access_token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
    expect((await me(account.tokens.access_token)).statusCode).toBe(401);
  });

  it('logout with only the refresh token in the body revokes that session', async () => {
    const account = await registerThroughApi(test.app);
    expect((await logout({ refreshToken: account.tokens.refresh_token })).statusCode).toBe(204);
    expect((await me(account.tokens.access_token)).statusCode).toBe(401);
  });

  it('logout answers 204 with no token, a garbled token or a malformed body, and changes nothing', async () => {
    const account = await registerThroughApi(test.app);
    expect((await logout()).statusCode).toBe(204);
    expect(
      (await logout({ accessToken: 'garbled.token.value', refreshToken: 'nothing-like-it' })).statusCode,
    ).toBe(204);
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: 12345 },
    });
    expect(malformed.statusCode).toBe(204);
    expect((await me(account.tokens.access_token)).statusCode).toBe(200);
  });

  it('one user cannot end or use another user’s session', async () => {
    const alice = await registerThroughApi(test.app);
    const bob = await registerThroughApi(test.app);

    expect((await logout({ accessToken: alice.tokens.access_token })).statusCode).toBe(204);
    expect((await me(bob.tokens.access_token)).json().id).toBe(bob.user.id);
    expect((await refresh(bob.tokens.refresh_token)).statusCode).toBe(200);

    // A token of Alice's pointed at Bob's session is not a token we signed.
    const [header, payload, signature] = alice.tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const bobSid = (await test.app.accessTokens.verify(bob.tokens.access_token))?.sessionId;
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sid: bobSid })).toString('base64url'),
      signature,
    ].join('.');
    expect((await me(forged)).statusCode).toBe(401);
    expect((await logout({ accessToken: forged })).statusCode).toBe(204);
    const bobRows = await test.database.db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.userId, bob.user.id));
    expect(bobRows.every((row) => row.revokedAt === null)).toBe(true);
  });
});
