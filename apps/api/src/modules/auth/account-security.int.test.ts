import { type AccountSessions, ERROR_CATALOGUE, FIELD_MESSAGES, type TokenPair } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { signedInUser } from '../games/testing/game-fixtures.js';
import { bearer, registerThroughApi } from './testing/auth-fixtures.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';

describe.each(testDrivers())('account security on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    // Every request comes from one address: only the per-email limit is under test here.
    test = await createTestApp({
      driver,
      env: { LOGIN_IP_MAX_ATTEMPTS: '100000', LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: '100000' },
    });
  });
  afterAll(() => test.close());

  const login = async (email: string, password: string, userAgent = LAPTOP) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
  const signIn = async (email: string, password: string, userAgent = LAPTOP) =>
    (await login(email, password, userAgent)).json<TokenPair>();
  const me = (accessToken: string) =>
    test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
  const changePassword = (accessToken: string, body: object, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      headers: { ...bearer(accessToken), 'accept-language': language },
      payload: body,
    });
  const sessions = async (accessToken: string) =>
    (
      await test.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(accessToken) })
    ).json<AccountSessions>().items;

  describe('changing the password', () => {
    it('needs the current password, then works for the next sign-in and ends every other session', async () => {
      const account = await registerThroughApi(test.app);
      const phone = await signIn(account.email, account.password, PHONE);
      const laptop = await signIn(account.email, account.password);

      const wrong = await changePassword(laptop.access_token, {
        current_password: 'not-my-password',
        new_password: 'Qız-qalası-1850',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        detail: ERROR_CATALOGUE.current_password_incorrect.en,
        code: 'current_password_incorrect',
        fields: { current_password: FIELD_MESSAGES.current_password_incorrect.en },
      });

      const changed = await changePassword(laptop.access_token, {
        current_password: account.password,
        new_password: 'Qız-qalası-1850',
      });
      expect(changed.statusCode).toBe(204);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
      expect((await login(account.email, 'Qız-qalası-1850')).statusCode).toBe(200);
      // This device stays signed in; the phone and the registration's session are out.
      expect((await me(laptop.access_token)).statusCode).toBe(200);
      expect((await me(phone.access_token)).statusCode).toBe(401);
      expect((await me(account.tokens.access_token)).statusCode).toBe(401);
      const refreshPhone = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refresh_token: phone.refresh_token },
      });
      expect(refreshPhone.statusCode).toBe(401);
    });

    it.each([
      ['contains the first name', () => 'Elvin-qalası-77', FIELD_MESSAGES.password_contains_personal.ru],
      [
        'contains the email’s name part',
        (email: string) => `xezer-${email.split('@')[0]}-1`,
        FIELD_MESSAGES.password_contains_personal.ru,
      ],
      ['is only spaces', () => '          ', FIELD_MESSAGES.password_blank.ru],
      ['is a common password', () => 'password123', FIELD_MESSAGES.password_too_common.ru],
      ['is the current one', () => 'Xəzər-sahili-2026', FIELD_MESSAGES.password_same_as_current.ru],
      ['is too short', () => 'a1-b2', FIELD_MESSAGES.password_too_short.ru],
    ])(
      'refuses a new password that %s, saying why in the caller’s language',
      async (_rule, newPassword, why) => {
        const account = await registerThroughApi(test.app);
        const response = await changePassword(
          account.tokens.access_token,
          { current_password: account.password, new_password: newPassword(account.email) },
          'ru',
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ new_password: why });
        expect((await login(account.email, account.password)).statusCode).toBe(200);
      },
    );

    it('limits wrong current passwords like failed logins: the sixth try is 429 with Retry-After', async () => {
      const account = await registerThroughApi(test.app);
      const statuses: number[] = [];
      let last;
      for (let attempt = 0; attempt < 6; attempt += 1) {
        last = await changePassword(account.tokens.access_token, {
          current_password: `wrong-${attempt}`,
          new_password: 'Qız-qalası-1850',
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect(last?.headers['retry-after']).toBeDefined();
    });

    it('is 422 for an account made with Google or Telegram, which has no password', async () => {
      const telegramUser = await signedInUser(test.app, { email: null });
      const response = await changePassword(telegramUser.token, {
        current_password: 'anything',
        new_password: 'Qız-qalası-1850',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('password_not_set');
    });

    it('is refused without a session', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { current_password: 'x', new_password: 'Qız-qalası-1850' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('registration', () => {
    it.each([
      ['the first name', { first_name: 'Rəşad', password: 'reşad-futbol-2026' }],
      ['the last name', { last_name: 'Quliyev', password: 'QULIYEV-futbol-9' }],
      ['the email’s name part', { email: 'samir.q@example.az', password: 'samir.q-futbol' }],
      ['only spaces', { password: '            ' }],
      ['the service’s name', { password: 'oyna-futbol-2026' }],
    ])('refuses a password made of %s', async (_rule, overrides) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'accept-language': 'az' },
        payload: {
          email: `new.${Math.random().toString(36).slice(2, 8)}@example.az`,
          first_name: 'Elvin',
          last_name: 'Məmmədov',
          accept_terms: true,
          ...overrides,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['password']);
    });
  });

  describe('signed-in devices', () => {
    it('lists each sign-in once, with its device and this one marked, the most recently used first', async () => {
      const account = await registerThroughApi(test.app);
      const phone = await signIn(account.email, account.password, PHONE);
      const laptop = await signIn(account.email, account.password, LAPTOP);
      // A refresh of the phone makes it the most recently used, without adding a session.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const refreshed = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { 'user-agent': PHONE },
        payload: { refresh_token: phone.refresh_token },
      });
      expect(refreshed.statusCode).toBe(200);
      const other = await registerThroughApi(test.app);

      const items = await sessions(laptop.access_token);
      expect(items).toHaveLength(3);
      expect(items[0]).toMatchObject({
        browser: 'Chrome',
        os: 'Android',
        device_type: 'phone',
        current: false,
      });
      expect(items[1]).toMatchObject({
        browser: 'Firefox',
        os: 'macOS',
        device_type: 'desktop',
        current: true,
      });
      expect(items.filter((item) => item.current)).toHaveLength(1);
      expect(Date.parse(items[0]?.last_used_at ?? '')).toBeGreaterThan(
        Date.parse(items[0]?.signed_in_at ?? ''),
      );
      const otherIds = (await sessions(other.tokens.access_token)).map((item) => item.id);
      expect(otherIds).toHaveLength(1);
      expect(items.map((item) => item.id)).not.toContain(otherIds[0]);
    });

    it('signs one device out; another user’s session is 404 and stays signed in', async () => {
      const account = await registerThroughApi(test.app);
      const phone = await signIn(account.email, account.password, PHONE);
      const other = await registerThroughApi(test.app);
      const phoneId = (await sessions(phone.access_token)).find((item) => item.current)?.id;
      const otherId = (await sessions(other.tokens.access_token))[0]?.id;

      const end = (id: string | undefined) =>
        test.app.inject({
          method: 'DELETE',
          url: `/api/v1/auth/sessions/${id}`,
          headers: bearer(account.tokens.access_token),
        });
      expect((await end(otherId)).statusCode).toBe(404);
      expect((await me(other.tokens.access_token)).statusCode).toBe(200);

      expect((await end(phoneId)).statusCode).toBe(204);
      expect((await me(phone.access_token)).statusCode).toBe(401);
      expect((await me(account.tokens.access_token)).statusCode).toBe(200);
      expect((await end(phoneId)).statusCode).toBe(404);
      expect(await sessions(account.tokens.access_token)).toHaveLength(1);
    });

    it('signing out everywhere ends every session, this one included, and no other user’s', async () => {
      const account = await registerThroughApi(test.app);
      const phone = await signIn(account.email, account.password, PHONE);
      const other = await registerThroughApi(test.app);
      const response = await test.app.inject({
        method: 'DELETE',
        url: '/api/v1/auth/sessions',
        headers: bearer(account.tokens.access_token),
      });
      expect(response.statusCode).toBe(204);
      expect((await me(account.tokens.access_token)).statusCode).toBe(401);
      expect((await me(phone.access_token)).statusCode).toBe(401);
      expect((await me(other.tokens.access_token)).statusCode).toBe(200);
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });
  });
});
