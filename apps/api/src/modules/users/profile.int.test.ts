import { FIELD_MESSAGES, type User } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';

describe.each(testDrivers())('PATCH /users/me/profile on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const patch = (accessToken: string | undefined, payload: object, language = 'az') =>
    test.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/profile',
      payload,
      headers: { ...(accessToken && bearer(accessToken)), 'accept-language': language },
    });

  it('saves the interface language and answers the user', async () => {
    const account = await registerThroughApi(test.app, { language: 'az' });
    const response = await patch(account.tokens.access_token, { language: 'ru' });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toEqual({ ...account.user, language: 'ru' });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(account.tokens.access_token),
    });
    expect(me.json().language).toBe('ru');
  });

  it('changes only the fields sent, trimming names', async () => {
    const account = await registerThroughApi(test.app, { first_name: 'Elvin', last_name: 'Məmmədov' });
    const response = await patch(account.tokens.access_token, { first_name: '  Rəşad ' });
    expect(response.json()).toMatchObject({
      first_name: 'Rəşad',
      last_name: 'Məmmədov',
      full_name: 'Rəşad Məmmədov',
      language: account.user.language,
    });
    const nothing = await patch(account.tokens.access_token, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json().first_name).toBe('Rəşad');
  });

  it('refuses an unknown language, an empty name and fields it does not know, naming them', async () => {
    const account = await registerThroughApi(test.app);
    const badLanguage = await patch(account.tokens.access_token, { language: 'de', last_name: '' }, 'en');
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().fields).toEqual({
      language: FIELD_MESSAGES.invalid_value.en,
      last_name: FIELD_MESSAGES.required.en,
    });
    const unknown = await patch(account.tokens.access_token, { role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('validation_failed');

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(account.tokens.access_token),
    });
    expect(me.json()).toEqual(account.user);
  });

  it('needs a signed-in user', async () => {
    expect((await patch(undefined, { language: 'en' })).statusCode).toBe(401);
  });

  it('changes the caller’s own profile and nobody else’s', async () => {
    const alice = await registerThroughApi(test.app, { first_name: 'Aysel' });
    const bob = await registerThroughApi(test.app, { first_name: 'Babək' });
    await patch(alice.tokens.access_token, { first_name: 'Aygün' });
    const bobMe = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(bob.tokens.access_token),
    });
    expect(bobMe.json().first_name).toBe('Babək');
  });
});
