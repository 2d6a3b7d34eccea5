import { ERROR_CATALOGUE, type LoginResponse } from '@oyna/shared';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { DUMMY_PASSWORD_HASH } from './login-with-password.js';
import { bearer, registerThroughApi } from './testing/auth-fixtures.js';

describe.each(testDrivers())('password login on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const login = (payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/v1/auth/login/json', payload, headers });

  it('answers a token pair of type bearer, and the access token opens /auth/me', async () => {
    const account = await registerThroughApi(test.app);
    const response = await login({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const tokens = response.json<LoginResponse>();
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).not.toBe(account.tokens.refresh_token);

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.user.id, email: account.email, needs_onboarding: true });
  });

  it('finds the account whatever the case and spaces of the email typed', async () => {
    const account = await registerThroughApi(test.app);
    const response = await login({ email: `  ${account.email.toUpperCase()} `, password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it('says needs_onboarding false once onboarding is completed', async () => {
    const account = await registerThroughApi(test.app);
    await test.database.db
      .update(users)
      .set({ onboardingCompletedAt: new Date() })
      .where(eq(users.id, account.user.id));
    const tokens = (await login({ email: account.email, password: account.password })).json<LoginResponse>();
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.json().needs_onboarding).toBe(false);
  });

  it('gives a wrong password and an unknown email the same 401, in the language of the request', async () => {
    const account = await registerThroughApi(test.app);
    const wrongPassword = await login(
      { email: account.email, password: 'not-the-password' },
      { 'accept-language': 'ru' },
    );
    const unknownEmail = await login(
      { email: 'nobody-here@example.az', password: 'not-the-password' },
      { 'accept-language': 'ru' },
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      detail: ERROR_CATALOGUE.invalid_credentials.ru,
      code: 'invalid_credentials',
    });
  });

  it('runs argon2 verify once for an unknown email too, against the dummy hash', async () => {
    const account = await registerThroughApi(test.app);
    const verify = vi.spyOn(argon2, 'verify');

    await login({ email: account.email, password: 'not-the-password' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(verify.mock.calls[0]?.[0]).not.toBe(DUMMY_PASSWORD_HASH);

    verify.mockClear();
    await login({ email: 'nobody-here@example.az', password: 'not-the-password' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toBe(DUMMY_PASSWORD_HASH);
  });

  it('refuses an account without a password (made through Telegram) like a wrong password, after the same work', async () => {
    const [row] = await test.database.db
      .insert(users)
      .values({ email: 'telegram-only@example.az', telegramId: 777_000_001, firstName: 'Orxan' })
      .returning();
    expect(row?.passwordHash).toBeNull();
    const verify = vi.spyOn(argon2, 'verify');
    const response = await login({ email: 'telegram-only@example.az', password: 'anything-at-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_credentials');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty email or password with 400 naming the field', async () => {
    const response = await login({ email: '', password: '' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('refuses /auth/me without a token', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: ERROR_CATALOGUE.unauthorized.az, code: 'unauthorized' });
  });
});

describe.each(testDrivers())('login rate limits on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      env: { LOGIN_IP_MAX_ATTEMPTS: '4', LOGIN_EMAIL_MAX_FAILURES: '3', LOGIN_EMAIL_WINDOW_SECONDS: '900' },
    });
  });
  afterAll(() => test.close());

  const login = (payload: object, ip: string, language = 'az') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload,
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });

  it('answers 429 with Retry-After past the attempts allowed per IP address, other addresses unaffected', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await login(
        { email: `someone${attempt}@example.az`, password: 'whatever-1' },
        '203.0.113.10',
        'en',
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last?.json()).toEqual({ detail: ERROR_CATALOGUE.rate_limited.en, code: 'rate_limited' });

    const elsewhere = await login({ email: 'someone0@example.az', password: 'whatever-1' }, '203.0.113.11');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('answers 429 past the failed attempts allowed per email, from any address, even with the right password', async () => {
    const account = await registerThroughApi(test.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await login({ email: account.email, password: 'wrong-guess' }, `198.51.100.${attempt}`)).statusCode,
      );
    }
    const blocked = await login({ email: account.email, password: account.password }, '198.51.100.50');
    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().code).toBe('rate_limited');

    const otherAccount = await registerThroughApi(test.app);
    const unaffected = await login(
      { email: otherAccount.email, password: otherAccount.password },
      '198.51.100.51',
    );
    expect(unaffected.statusCode).toBe(200);
  });

  it('forgets earlier failures of an email after a successful login', async () => {
    const account = await registerThroughApi(test.app);
    await login({ email: account.email, password: 'wrong-guess' }, '192.0.2.1');
    await login({ email: account.email, password: 'wrong-guess' }, '192.0.2.2');
    expect((await login({ email: account.email, password: account.password }, '192.0.2.3')).statusCode).toBe(
      200,
    );
    await login({ email: account.email, password: 'wrong-guess' }, '192.0.2.4');
    await login({ email: account.email, password: 'wrong-guess' }, '192.0.2.5');
    expect((await login({ email: account.email, password: account.password }, '192.0.2.6')).statusCode).toBe(
      200,
    );
  });
});

describe('login limits behind one carrier-NAT address', () => {
  const login = (test: TestApp, email: string, ip: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email, password: 'whatever-1' },
      remoteAddress: ip,
    });

  it('with the default limits, fifteen players signing in from one address in a minute are never refused for it (the old cap was 10)', async () => {
    const test = await createTestApp({ driver: 'pglite' });
    try {
      const statuses: number[] = [];
      for (let player = 0; player < 15; player += 1) {
        statuses.push((await login(test, `player${player}@example.az`, '185.81.0.10')).statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: 15 }, () => 401));
    } finally {
      await test.close();
    }
  });

  it('counts the attempts on one account from one address together: that pair is stopped, the rest of the address is not', async () => {
    const test = await createTestApp({
      driver: 'pglite',
      env: { LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: '3', LOGIN_EMAIL_MAX_FAILURES: '100' },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await login(test, 'target@example.az', '185.81.0.11')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await login(test, 'neighbour@example.az', '185.81.0.11')).statusCode).toBe(401);
      expect((await login(test, 'target@example.az', '185.81.0.12')).statusCode).toBe(401);
    } finally {
      await test.close();
    }
  });
});

// Runs when TEST_REDIS_URL points at a Redis server.
describe.skipIf(!process.env['TEST_REDIS_URL'])('login rate limits shared through Redis', () => {
  it('counts the attempts made at two API instances together', async () => {
    const env = { REDIS_URL: process.env['TEST_REDIS_URL'] ?? '', LOGIN_IP_MAX_ATTEMPTS: '3' };
    const first = await createTestApp({ driver: 'pglite', env });
    const second = await createTestApp({ driver: 'pglite', env });
    try {
      // An address of the documentation range no other run uses.
      const ip = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}`;
      const email = `nobody-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.az`;
      const attempt = (test: TestApp) =>
        test.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/json',
          payload: { email, password: 'whatever-1' },
          remoteAddress: ip,
        });
      const statuses = [
        (await attempt(first)).statusCode,
        (await attempt(second)).statusCode,
        (await attempt(first)).statusCode,
        (await attempt(second)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
