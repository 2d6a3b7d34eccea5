import { ERROR_CATALOGUE, FIELD_MESSAGES, type AuthResponse } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registrationFor } from './testing/auth-fixtures.js';

describe.each(testDrivers())('registration on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const register = (payload: unknown, language = 'az') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: payload as object,
      headers: { 'accept-language': language },
    });

  it('creates an account, signs it in and says onboarding comes next', async () => {
    const body = registrationFor({
      email: '  Nigar.Aliyeva@Example.AZ ',
      first_name: 'Nigar',
      last_name: 'Əliyeva',
    });
    const response = await register(body, 'ru');
    expect(response.statusCode).toBe(201);
    const auth = response.json<AuthResponse>();
    expect(auth.needs_onboarding).toBe(true);
    expect(auth.user).toMatchObject({
      email: 'nigar.aliyeva@example.az',
      first_name: 'Nigar',
      last_name: 'Əliyeva',
      full_name: 'Nigar Əliyeva',
      balance: 0,
      language: 'ru',
      role: 'player',
      photo_url: null,
      needs_onboarding: true,
    });
    expect(auth.tokens.access_token.split('.')).toHaveLength(3);
    expect(auth.tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(auth.tokens.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(auth.user);
  });

  it('stores an argon2id hash and only the SHA-256 of the refresh token', async () => {
    const body = registrationFor();
    const auth = (await register(body)).json<AuthResponse>();
    const [user] = await test.database.db.select().from(users).where(eq(users.id, auth.user.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(body.password);
    const sessions = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, auth.user.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[0]?.tokenHash).not.toContain(auth.tokens.refresh_token);
  });

  it('takes the language of the request when none is chosen, and a chosen one over it', async () => {
    const byHeader = (await register(registrationFor(), 'en')).json<AuthResponse>();
    expect(byHeader.user.language).toBe('en');
    const chosen = (await register(registrationFor({ language: 'az' }), 'ru')).json<AuthResponse>();
    expect(chosen.user.language).toBe('az');
  });

  it('refuses an email that is taken, whatever its case, with 409 naming the email field', async () => {
    const body = registrationFor();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: body.email.toUpperCase() }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: ERROR_CATALOGUE.email_taken.en,
      code: 'email_taken',
      fields: { email: FIELD_MESSAGES.email_taken.en },
    });
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
      201,
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
