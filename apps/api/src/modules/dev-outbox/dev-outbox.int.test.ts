import {
  type DevOutboxList,
  type DevOutboxMessage,
  type NotificationDraft,
  checkEmailAnswer,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { notifyForTest } from '../notifications/testing/notification-fixtures.js';

const PUBLIC_URL = 'http://oyna.test';

const cancellation: NotificationDraft = {
  kind: 'game_cancelled',
  payload: {
    game_id: '00000000-0000-4000-8000-0000000000aa',
    title: 'Axşam futbolu',
    starts_at: '2099-11-28T15:00:00.000Z',
    venue: 'Dalğa Arena',
    refund_qepik: 1200,
  },
};

describe.each(testDrivers())('the development outbox on %s (decision 50)', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    // No SMTP, bot, VAPID keys or SMS: every channel is captured.
    test = await createTestApp({ driver, env: { DEV_OUTBOX: 'true', PUBLIC_URL } });
  });
  afterAll(() => test.close());

  const list = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?page_size=100' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DevOutboxList>();
  };
  const open = async (id: string) => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/dev/outbox/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DevOutboxMessage>();
  };
  /** The account emails go in the background: waits for one to the address. */
  const waitForEmail = async (to: string, purpose: string) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = (await list()).items.find((item) => item.recipient === to && item.purpose === purpose);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${purpose} email to ${to} in the outbox`);
  };

  it('keeps a requested password reset email, link and all, instead of dropping it', async () => {
    const account = await registerThroughApi(test.app, { language: 'en' });
    const forgot = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: account.email },
      headers: { 'accept-language': 'en' },
    });
    expect(forgot.statusCode).toBe(202);
    // The answer says the truth: not sent, kept in the development outbox.
    expect(forgot.json()).toEqual({ detail: checkEmailAnswer('password_reset', 'captured', 'en') });
    expect(forgot.json<{ detail: string }>().detail).toContain('not sent');

    const item = await waitForEmail(account.email, 'password_reset');
    expect(item.channel).toBe('email');
    const message = await open(item.id);
    expect(message.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]+`));
    expect(message.html).toContain('/reset-password?token=');
    expect(message.subject).toBe(item.subject);
  });

  it('lists the newest first', async () => {
    const account = await registerThroughApi(test.app);
    await waitForEmail(account.email, 'email_verification');
    const [newest] = (await list()).items;
    expect(newest?.recipient).toBe(account.email);
  });

  it('keeps the notifications the dispatcher would send on channels that are not set up', async () => {
    const account = await registerThroughApi(test.app);
    await test.database.db
      .update(users)
      .set({
        language: 'en',
        phone: '+994501234567',
        notificationChannels: ['email', 'telegram', 'push', 'sms'],
      })
      .where(eq(users.id, account.user.id));
    await notifyForTest(test.database.db, account.user.id, cancellation);
    const tally = await test.app.notifications.dispatcher.runOnce();
    expect(tally.sent).toBe(4);

    const kept = (await list()).items.filter((item) => item.purpose === 'game_cancelled');
    expect(kept.map((item) => item.channel).sort()).toEqual(['email', 'push', 'sms', 'telegram']);
    const sms = await open(kept.find((item) => item.channel === 'sms')!.id);
    expect(sms.recipient).toBe('+994501234567');
    expect(sms.html).toBeNull();
    const push = await open(kept.find((item) => item.channel === 'push')!.id);
    expect(push.text).toContain(`${PUBLIC_URL}/games/`);
  });

  it('tells the web app that messages are captured, not sent, and the settings that nothing is set up', async () => {
    const providers = await test.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(providers.json<{ messages: unknown }>().messages).toEqual({
      email: 'captured',
      telegram: 'captured',
      push: 'captured',
      sms: 'captured',
    });
    const account = await registerThroughApi(test.app);
    const settings = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/settings/notifications',
      headers: { authorization: `Bearer ${account.tokens.access_token}` },
    });
    const { channels } = settings.json<{ channels: Record<string, { configured: boolean }> }>();
    expect(Object.values(channels).map((channel) => channel.configured)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers only this machine: another address finds nothing there', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
      remoteAddress: '192.0.2.7',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the development outbox in production', () => {
  it('does not exist: 404, and nothing is captured', async () => {
    const test = await createTestApp({
      driver: 'pglite',
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-0123456789abcdefghij',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-0123456789abcdefghijk',
      },
    });
    try {
      const outbox = await test.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      const page = await test.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(page.statusCode).toBe(404);
      const forgot = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        payload: { email: 'nobody@oyna.test' },
        headers: { 'accept-language': 'en' },
      });
      expect(forgot.json()).toEqual({ detail: checkEmailAnswer('password_reset', 'off', 'en') });
      const providers = await test.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(providers.json<{ messages: unknown }>().messages).toEqual({
        email: 'off',
        telegram: 'off',
        push: 'off',
        sms: 'off',
      });
    } finally {
      await test.close();
    }
  });

  it('cannot be turned on there', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-0123456789abcdefghij',
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        PAYMENT_SANDBOX_SECRET: 'a-sandbox-secret-0123456789abcdefghijk',
        DEV_OUTBOX: 'true',
      }),
    ).toThrow(/DEV_OUTBOX/);
  });
});
