import { type AuthResponse, ERROR_CATALOGUE } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { telegramSignature } from './telegram-signature.js';
import { bearer } from './testing/auth-fixtures.js';

const BOT_TOKEN = '7012345678:AAHfakeTokenForTests_only-123456789';

/** Widget data signed the way Telegram signs it, with the test bot's token. */
function signedWidgetData(fields: Record<string, string | number>) {
  const data = { auth_date: Math.floor(Date.now() / 1000) - 30, ...fields };
  return { ...data, hash: telegramSignature(data, BOT_TOKEN) };
}

describe.each(testDrivers())('sign-in with Telegram on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'oyna_test_bot' },
    });
  });
  afterAll(() => test.close());

  const signIn = (payload: object, language = 'az') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/telegram',
      payload,
      headers: { 'accept-language': language },
    });

  it('creates an account from valid widget data, then finds the same account next time', async () => {
    const widget = signedWidgetData({
      id: 412_345_678,
      first_name: 'Tural',
      last_name: 'Hüseynov',
      username: 'tural_h',
      photo_url: 'https://t.me/i/userpic/320/tural.jpg',
    });
    const first = await signIn(widget, 'ru');
    expect(first.statusCode).toBe(200);
    const auth = first.json<AuthResponse>();
    expect(auth.needs_onboarding).toBe(true);
    expect(auth.user).toMatchObject({
      email: null,
      first_name: 'Tural',
      last_name: 'Hüseynov',
      full_name: 'Tural Hüseynov',
      language: 'ru',
      photo_url: 'https://t.me/i/userpic/320/tural.jpg',
    });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(auth.tokens.access_token),
    });
    expect(me.json().id).toBe(auth.user.id);

    const again = await signIn(signedWidgetData({ id: 412_345_678, first_name: 'Tural' }));
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthResponse>().user.id).toBe(auth.user.id);
  });

  it('accepts a user with only the required fields, and fields Telegram may add later', async () => {
    const response = await signIn(
      signedWidgetData({ id: 500_000_001, first_name: 'Leyla', allows_write_to_pm: 'true' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().user).toMatchObject({ first_name: 'Leyla', last_name: '' });
  });

  it('refuses tampered data: a changed field, an added field, a forged hash', async () => {
    const widget = signedWidgetData({ id: 600_000_001, first_name: 'Kamran' });
    const changed = await signIn({ ...widget, id: 600_000_002 }, 'en');
    expect(changed.statusCode).toBe(401);
    expect(changed.json()).toEqual({
      detail: ERROR_CATALOGUE.telegram_auth_invalid.en,
      code: 'telegram_auth_invalid',
    });
    expect((await signIn({ ...widget, username: 'someone_else' })).statusCode).toBe(401);
    expect((await signIn({ ...widget, hash: 'f'.repeat(64) })).statusCode).toBe(401);
    const { hash: _genuine, ...unsigned } = widget;
    const otherBot = { ...widget, hash: telegramSignature(unsigned, '1:another-bot-token') };
    expect((await signIn(otherBot)).statusCode).toBe(401);
  });

  it('refuses data older than 24 hours, and data from the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = await signIn(
      signedWidgetData({ id: 700_000_001, first_name: 'Səbinə', auth_date: now - 86_400 - 60 }),
      'ru',
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      detail: ERROR_CATALOGUE.telegram_auth_expired.ru,
      code: 'telegram_auth_expired',
    });
    const future = await signIn(
      signedWidgetData({ id: 700_000_001, first_name: 'Səbinə', auth_date: now + 3600 }),
    );
    expect(future.statusCode).toBe(401);
    expect(future.json().code).toBe('telegram_auth_expired');
    const recent = await signIn(
      signedWidgetData({ id: 700_000_001, first_name: 'Səbinə', auth_date: now - 86_000 }),
    );
    expect(recent.statusCode).toBe(200);
  });

  it('refuses a malformed user object with 400', async () => {
    const response = await signIn({ id: 'abc', first_name: 'X', auth_date: 1, hash: 'nothex' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['hash', 'id']);
  });
});

describe.each(testDrivers())('third-party providers that are not configured on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  it('lists no provider', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      google: false,
      telegram: { enabled: false, bot_username: null },
      messages: { email: 'off', telegram: 'off', push: 'off', sms: 'off' },
    });
  });

  it.each([
    ['GET', '/api/v1/auth/oauth/google'],
    ['GET', '/api/v1/auth/oauth/google/callback?code=abc&state=def'],
    ['POST', '/api/v1/auth/oauth/telegram'],
  ] as const)('answers %s %s with 503 provider_not_configured, translated', async (method, url) => {
    const response = await test.app.inject({
      method,
      url,
      headers: { 'accept-language': 'ru' },
      ...(method === 'POST' && { payload: { id: 1 } }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: ERROR_CATALOGUE.provider_not_configured.ru,
      code: 'provider_not_configured',
    });
  });
});

describe('the providers list when both are configured', () => {
  it('tells Google is on and the Telegram bot username for the widget', async () => {
    const test = await createTestApp({
      driver: 'pglite',
      env: {
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_BOT_USERNAME: 'oyna_test_bot',
        GOOGLE_CLIENT_ID: 'oyna-web',
        GOOGLE_CLIENT_SECRET: 'a-secret',
      },
    });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(response.json()).toEqual({
        google: true,
        telegram: { enabled: true, bot_username: 'oyna_test_bot' },
        messages: { email: 'off', telegram: 'sent', push: 'off', sms: 'off' },
      });
    } finally {
      await test.close();
    }
  });
});
