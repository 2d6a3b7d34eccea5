import { CHECK_EMAIL_ANSWERS, ERROR_CATALOGUE, PASSWORD_RESET_MINUTES, type User } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, authSessions, users } from '../../db/schema.js';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { hashAccountToken } from './account-tokens.js';
import { EMAIL_REQUESTS_PER_IP } from './email-limits.js';
import { bearer, registerThroughApi } from './testing/auth-fixtures.js';

const NEW_PASSWORD = 'Qız-qalası-2027';

describe.each(testDrivers())('account emails on %s', (driver) => {
  let test: TestApp;
  let smtp: SmtpCapture;
  let ipCounter = 0;
  /** Each test from its own address, so the per-IP limit is only met where a test is about it. */
  let ip = '';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await createTestApp({ driver, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://oyna.test' } });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.clear();
    ipCounter += 1;
    ip = `192.0.2.${ipCounter}`;
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: { 'accept-language': 'en', ...headers },
      remoteAddress: ip,
    });
  const forgot = (email: string) => post('/auth/password/forgot', { email });
  const tokenIn = (text: string, page: string) => {
    const match = new RegExp(`http://oyna\\.test/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
    return match[1];
  };
  /** A registered account, its verification email already received. */
  const account = async (overrides: { language?: 'az' | 'ru' | 'en' } = {}) => {
    const registered = await registerThroughApi(test.app, overrides);
    const [verification] = await smtp.waitForTo(registered.email);
    smtp.clear();
    return { ...registered, verificationToken: tokenIn(verification!.text, 'verify-email') };
  };
  const resetLink = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(202);
    const [message] = await smtp.waitForTo(email);
    smtp.clear();
    return { message: message!, token: tokenIn(message!.text, 'reset-password') };
  };

  describe('a forgotten password', () => {
    it('answers the same whether or not the address has an account, and emails only an account', async () => {
      const { email } = await account();
      const known = await forgot(email.toUpperCase());
      const unknown = await forgot('nobody.here@example.az');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual({ detail: CHECK_EMAIL_ANSWERS.password_reset.en });
      await smtp.waitForTo(email);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.to('nobody.here@example.az')).toEqual([]);
      expect(smtp.to(email)).toHaveLength(1);
    });

    it('emails a single-use link in the account’s language and keeps only its hash', async () => {
      const { email } = await account({ language: 'az' });
      const { message, token } = await resetLink(email);
      expect(message.subject).toBe('Şifrənin bərpası');
      expect(message.html).toContain(`href="http://oyna.test/reset-password?token=${token}"`);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [row] = await test.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, hashAccountToken(token)));
      expect(row).toMatchObject({ purpose: 'password_reset', usedAt: null });
      expect(row!.tokenHash).not.toContain(token);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(PASSWORD_RESET_MINUTES * 60_000);
    });

    it('sets the new password once, ends every session, and the old password stops working', async () => {
      const registered = await account();
      const { token } = await resetLink(registered.email);
      const reset = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(204);

      const me = await test.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(registered.tokens.access_token),
      });
      expect(me.statusCode).toBe(401);
      const live = await test.database.db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, registered.user.id), isNull(authSessions.revokedAt)));
      expect(live).toEqual([]);

      const oldLogin = await post('/auth/login/json', {
        email: registered.email,
        password: registered.password,
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await post('/auth/login/json', { email: registered.email, password: NEW_PASSWORD });
      expect(newLogin.statusCode).toBe(200);

      const again = await post('/auth/password/reset', { token, password: 'Başqa-bir-şifrə-9' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'account_token_used',
        detail: ERROR_CATALOGUE.account_token_used.en,
      });
    });

    it('refuses an expired link, an unknown one and a weak password (which leaves the link working)', async () => {
      const { email, user } = await account();
      const { token } = await resetLink(email);
      const weak = await post('/auth/password/reset', { token, password: 'football' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'password_too_common' });

      const unknown = await post('/auth/password/reset', { token: 'x'.repeat(43), password: NEW_PASSWORD });
      expect(unknown.json()).toMatchObject({ code: 'account_token_invalid' });

      await test.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      const expired = await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'account_token_expired' });
    });

    it('a newer link replaces the older one', async () => {
      const { email } = await account();
      const first = await resetLink(email);
      const second = await resetLink(email);
      expect(
        (await post('/auth/password/reset', { token: first.token, password: NEW_PASSWORD })).statusCode,
      ).toBe(400);
      expect(
        (await post('/auth/password/reset', { token: second.token, password: NEW_PASSWORD })).statusCode,
      ).toBe(204);
    });

    it('limits requests per IP (429) and emails per address (quietly)', async () => {
      const { email } = await account();
      for (let index = 0; index < 4; index += 1) expect((await forgot(email)).statusCode).toBe(202);
      await smtp.waitForTo(email, 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The registration's email and two resets: three emails to an address in the window.
      expect(smtp.to(email)).toHaveLength(2);

      for (let index = 4; index < EMAIL_REQUESTS_PER_IP; index += 1) await forgot(`x${index}@example.az`);
      const limited = await forgot('one.more@example.az');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('the address check', () => {
    it('confirms the address with the link of the registration email, once', async () => {
      const registered = await account();
      expect(registered.user.email_verified).toBe(false);
      const verified = await post('/auth/email/verify', { token: registered.verificationToken });
      expect(verified.statusCode).toBe(204);
      const me = await test.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: bearer(registered.tokens.access_token),
      });
      expect(me.json<User>().email_verified).toBe(true);
      const again = await post('/auth/email/verify', { token: registered.verificationToken });
      expect(again.json()).toMatchObject({ code: 'account_token_used' });
    });

    it('sends a new link on request while unconfirmed, and nothing once confirmed', async () => {
      const registered = await account({ language: 'ru' });
      const headers = bearer(registered.tokens.access_token);
      expect((await post('/auth/email/verification', {}, headers)).statusCode).toBe(202);
      const [message] = await smtp.waitForTo(registered.email);
      expect(message?.subject).toBe('Подтвердите адрес электронной почты');
      const token = tokenIn(message!.text, 'verify-email');
      // The first link was replaced by the new one.
      expect((await post('/auth/email/verify', { token: registered.verificationToken })).statusCode).toBe(
        400,
      );
      expect((await post('/auth/email/verify', { token })).statusCode).toBe(204);

      smtp.clear();
      expect((await post('/auth/email/verification', {}, headers)).statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.to(registered.email)).toEqual([]);
    });

    it('needs a signed-in user to resend', async () => {
      expect((await post('/auth/email/verification', {})).statusCode).toBe(401);
    });

    it('a reset link proves the address too', async () => {
      const { email, user } = await account();
      const { token } = await resetLink(email);
      await post('/auth/password/reset', { token, password: NEW_PASSWORD });
      const [row] = await test.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.emailVerifiedAt).not.toBeNull();
    });
  });
});
