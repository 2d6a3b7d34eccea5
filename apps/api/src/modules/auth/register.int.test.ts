import {
  CHECK_EMAIL_ANSWERS,
  ERROR_CATALOGUE,
  FIELD_MESSAGES,
  type TokenPair,
  type User,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registrationFor } from './testing/auth-fixtures.js';

describe.each(testDrivers({ everyDriver: true }))('registration on %s', (driver) => {
  let test: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    test = await createTestApp({ driver, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://oyna.test' } });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });
  beforeEach(() => smtp.clear());

  const register = (payload: unknown, language = 'az') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: payload as object,
      headers: { 'accept-language': language },
    });

  const signIn = async (email: string, password: string) => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/json',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const tokens = login.json<TokenPair>();
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(tokens.access_token),
    });
    return me.json<User>();
  };

  it('creates an account that can sign in at once, and emails it an address check', async () => {
    const body = registrationFor({
      email: '  Nigar.Aliyeva@Example.AZ ',
      first_name: 'Nigar',
      last_name: 'Əliyeva',
    });
    const response = await register(body, 'ru');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: CHECK_EMAIL_ANSWERS.registration.ru });

    const user = await signIn('nigar.aliyeva@example.az', body.password);
    expect(user).toMatchObject({
      email: 'nigar.aliyeva@example.az',
      first_name: 'Nigar',
      last_name: 'Əliyeva',
      full_name: 'Nigar Əliyeva',
      balance: 0,
      language: 'ru',
      role: 'player',
      photo_url: null,
      needs_onboarding: true,
      email_verified: false,
    });
    const [email] = await smtp.waitForTo('nigar.aliyeva@example.az');
    expect(email?.subject).toBe('Подтвердите адрес электронной почты');
    expect(email?.text).toMatch(/http:\/\/oyna\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it('stores an argon2id hash and starts no session', async () => {
    const body = registrationFor();
    await register(body);
    const [user] = await test.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(body.password);
    const sessions = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user!.id));
    expect(sessions).toHaveLength(0);
  });

  it('takes the language of the request when none is chosen, and a chosen one over it', async () => {
    const byHeader = registrationFor();
    await register(byHeader, 'en');
    expect((await signIn(byHeader.email, byHeader.password)).language).toBe('en');
    const chosen = registrationFor({ language: 'az' });
    await register(chosen, 'ru');
    expect((await signIn(chosen.email, chosen.password)).language).toBe('az');
  });

  it('answers a taken address exactly like a new one, and emails its owner instead', async () => {
    const owner = registrationFor({ language: 'en', first_name: 'Samir' });
    const fresh = await register(owner, 'en');
    await smtp.waitForTo(owner.email);
    smtp.clear();
    const again = await register(
      { ...owner, email: owner.email.toUpperCase(), password: 'başqa-şifrə-2026' },
      'en',
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const [email] = await smtp.waitForTo(owner.email);
    expect(email?.subject).toBe('Someone tried to register with your address');
    expect(email?.text).toContain('http://oyna.test/forgot-password');
    // The account is untouched: one row, the owner's password.
    const rows = await test.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect((await signIn(owner.email, owner.password)).first_name).toBe('Samir');
  });

  it('refuses a password shorter than 8 characters, in the language of the request', async () => {
    const response = await register(registrationFor({ password: 'Qz7!x' }), 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: ERROR_CATALOGUE.validation_failed.ru,
      code: 'validation_failed',
      fields: { password: FIELD_MESSAGES.password_too_short.ru },
    });
  });

  it('refuses a password longer than 128 characters', async () => {
    const response = await register(registrationFor({ password: 'ə'.repeat(129) }), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: FIELD_MESSAGES.password_too_long.en });
  });

  it('refuses a common password whatever its case, and creates nothing', async () => {
    const body = registrationFor({ password: 'FootBall' });
    const response = await register(body, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: ERROR_CATALOGUE.password_too_common.en,
      code: 'password_too_common',
      fields: { password: FIELD_MESSAGES.password_too_common.en },
    });
    const rows = await test.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toEqual([]);
  });

  it('accepts a long passphrase without digits or symbols: there are no composition rules', async () => {
    expect((await register(registrationFor({ password: 'qarabag bu il çempion olacaq' }))).statusCode).toBe(
      202,
    );
  });

  it.each([
    ['ru', FIELD_MESSAGES.terms_not_accepted.ru],
    ['en', FIELD_MESSAGES.terms_not_accepted.en],
  ])('refuses to register without accepting the terms (%s)', async (language, message) => {
    const { accept_terms: _omitted, ...withoutTerms } = registrationFor();
    const missing = await register(withoutTerms, language);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ accept_terms: message });
    const refused = await register({ ...withoutTerms, accept_terms: false }, language);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ accept_terms: message });
  });

  it('names every bad field at once: email, names', async () => {
    const response = await register(
      {
        email: 'not-an-email',
        password: 'Xəzər-sahili-2026',
        first_name: '  ',
        last_name: '<script>',
        accept_terms: true,
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: FIELD_MESSAGES.email_invalid.en,
      first_name: FIELD_MESSAGES.required.en,
      last_name: FIELD_MESSAGES.name_invalid.en,
    });
  });
});
