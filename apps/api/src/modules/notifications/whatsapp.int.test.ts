import {
  type Language,
  type NotificationChannel,
  type NotificationDraft,
  formatNotificationDateTime,
  whatsAppConsentText,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users, whatsappMonthlyUsage, whatsappOptIns } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { signedInUser } from '../games/testing/game-fixtures.js';
import { WHATSAPP_BUDGET_SKIPPED } from './channels/whatsapp-channel.js';
import { type FakeWhatsAppGraph, startFakeWhatsAppGraph } from './testing/fake-whatsapp-graph.js';
import { deliveryOf, notifyForTest } from './testing/notification-fixtures.js';
import { bakuMonth } from './whatsapp/whatsapp-budget.js';
import { whatsAppSignature } from './whatsapp/whatsapp-signature.js';

const HOUR = 3_600_000;
const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'oyna-verify-token';
const BUDGET = 50;
const game = {
  game_id: '00000000-0000-4000-8000-0000000000cc',
  title: 'Cümə axşamı futbolu',
  starts_at: '2026-11-26T16:00:00.000Z',
  venue: 'Dalğa Arena',
};
const confirmed: NotificationDraft = {
  kind: 'booking_confirmed',
  payload: { ...game, paid_qepik: 1000, cash_qepik: 0 },
};
const cancelled: NotificationDraft = { kind: 'game_cancelled', payload: { ...game, refund_qepik: 1000 } };

let phoneCounter = 2_000_000;
const newPhone = () => `+99455${(phoneCounter += 1)}`;

describe.each(testDrivers())('WhatsApp templates against a fake Graph API on loopback on %s', (driver) => {
  let graph: FakeWhatsAppGraph;
  let test: TestApp;

  beforeAll(async () => {
    graph = await startFakeWhatsAppGraph();
    const vapid = webpush.generateVAPIDKeys();
    test = await createTestApp({
      driver,
      env: {
        WHATSAPP_API_URL: graph.url,
        WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: graph.accessToken,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
        WHATSAPP_MONTHLY_BUDGET_MESSAGES: String(BUDGET),
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await graph.close();
  });

  const db = () => test.database.db;

  async function newPlayer(
    options: { language?: Language; verified?: boolean; channels?: NotificationChannel[] } = {},
  ) {
    const account = await registerThroughApi(test.app);
    const phone = newPhone();
    await db()
      .update(users)
      .set({
        firstName: 'Rəşad',
        language: options.language ?? 'az',
        phone,
        phoneVerifiedAt: options.verified === false ? null : new Date(),
        notificationChannels: options.channels ?? ['email'],
      })
      .where(eq(users.id, account.user.id));
    return { id: account.user.id, phone, headers: bearer(account.tokens.access_token) };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  const optIn = (player: Player, language: Language = 'az', wording?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/whatsapp',
      headers: player.headers,
      payload: { language, wording: wording ?? whatsAppConsentText(language, player.phone) },
    });
  async function optedIn(options: Parameters<typeof newPlayer>[0] = {}) {
    const player = await newPlayer(options);
    const answer = await optIn(player, options.language ?? 'az');
    expect(answer.statusCode, answer.body).toBe(204);
    return player;
  }
  const messagesTo = (player: Player) => graph.messages.filter((each) => `+${each.to}` === player.phone);
  const whatsAppDeliveryOf = (notificationId: string) => deliveryOf(db(), notificationId, 'whatsapp');
  const usage = async () =>
    (
      await db()
        .select()
        .from(whatsappMonthlyUsage)
        .where(eq(whatsappMonthlyUsage.month, bakuMonth(new Date())))
    )[0];

  const postWebhook = (body: unknown, signature: string | null) => {
    const raw = JSON.stringify(body);
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: raw,
    });
  };
  const signed = (body: unknown) => postWebhook(body, whatsAppSignature(APP_SECRET, JSON.stringify(body)));
  const report = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      { id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  });

  it('never writes to a player who did not opt in, even with a confirmed phone', async () => {
    const player = await newPlayer();
    const notificationId = await notifyForTest(db(), player.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(notificationId)).toBeUndefined();
    expect(messagesTo(player)).toHaveLength(0);
  });

  it('records the consent with its time, exact wording and language, and shows it in the settings', async () => {
    const before = Date.now();
    const player = await optedIn({ language: 'ru' });
    const [row] = await db().select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, player.id));
    expect(row).toMatchObject({
      phone: player.phone,
      language: 'ru',
      wording: whatsAppConsentText('ru', player.phone),
      optedOutAt: null,
    });
    expect(row?.wording).toContain(player.phone);
    expect(row?.optedInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const settings = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/settings/notifications',
      headers: player.headers,
    });
    expect(settings.json().channels.whatsapp).toMatchObject({
      configured: true,
      captured: false,
      phone: player.phone,
      phone_verified: true,
      opted_in_at: row?.optedInAt.toISOString(),
    });
  });

  it('refuses a consent without a confirmed phone, or with a wording that is not the one in force', async () => {
    const unconfirmed = await newPlayer({ verified: false });
    const refused = await optIn(unconfirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('whatsapp_phone_required');

    const player = await newPlayer();
    const edited = await optIn(player, 'en', 'Oyna may send me anything.');
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('whatsapp_wording_outdated');
    expect(await db().select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, player.id))).toHaveLength(
      0,
    );
  });

  it.each(['az', 'ru', 'en'] as const)(
    'sends the kind template in %s with the name, the language code and the game as its variables',
    async (language) => {
      const player = await optedIn({ language });
      const notificationId = await notifyForTest(db(), player.id, confirmed);
      await test.app.notifications.dispatcher.runOnce();

      const [message] = messagesTo(player);
      expect(message).toMatchObject({
        path: `/v21.0/${graph.phoneNumberId}/messages`,
        to: player.phone.slice(1),
        name: 'oyna_booking_confirmed',
        languageCode: language,
        bodyParameters: [
          'Rəşad',
          game.title,
          formatNotificationDateTime(game.starts_at, language),
          game.venue,
        ],
        buttonParameters: [`games/${game.game_id}`],
      });
      expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({
        status: 'sent',
        providerId: message?.wamid,
      });
    },
  );

  it('sends only the kinds with a template: a top-up or a rating never goes by WhatsApp', async () => {
    const player = await optedIn();
    const topUp = await notifyForTest(db(), player.id, {
      kind: 'topup_credited',
      payload: { amount_qepik: 2000, balance_qepik: 2000 },
    } as NotificationDraft);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(topUp)).toBeUndefined();
    expect(messagesTo(player)).toHaveLength(0);
  });

  it('stays silent when push reaches the player for the kind; goes when push has no device', async () => {
    const player = await optedIn({ channels: ['push'] });
    const withoutDevice = await notifyForTest(db(), player.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(withoutDevice)).toMatchObject({ status: 'sent' });

    await db()
      .insert(pushSubscriptions)
      .values({
        userId: player.id,
        endpoint: `http://127.0.0.1:9/push/${player.id}`,
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      });
    const withDevice = await notifyForTest(db(), player.id, cancelled);
    await test.app.notifications.dispatcher.runOnce();
    expect(await deliveryOf(db(), withDevice, 'push')).toBeDefined();
    expect(await whatsAppDeliveryOf(withDevice)).toBeUndefined();
    expect(messagesTo(player)).toHaveLength(1);
  });

  it('skips the message once the month budget is spent, counts it, and sends again below it', async () => {
    const player = await optedIn();
    const month = bakuMonth(new Date());
    await db()
      .insert(whatsappMonthlyUsage)
      .values({ month, sent: BUDGET })
      .onConflictDoUpdate({ target: whatsappMonthlyUsage.month, set: { sent: BUDGET, skipped: 0 } });

    const notificationId = await notifyForTest(db(), player.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({
      status: 'failed',
      lastError: WHATSAPP_BUDGET_SKIPPED,
    });
    expect(messagesTo(player)).toHaveLength(0);
    expect(await usage()).toMatchObject({ sent: BUDGET, skipped: 1 });

    // The money desk's line shows the month as it stands; it is the admins' only.
    const admin = await signedInUser(test.app, { role: 'admin' });
    const line = await test.app.inject({
      method: 'GET',
      url: '/api/v1/admin/whatsapp-usage',
      headers: admin.headers,
    });
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json()).toEqual({
      configured: true,
      month,
      sent: BUDGET,
      skipped: 1,
      budget: BUDGET,
      cost_cents: BUDGET * 2,
    });
    const refused = await test.app.inject({
      method: 'GET',
      url: '/api/v1/admin/whatsapp-usage',
      headers: player.headers,
    });
    expect(refused.statusCode).toBe(403);

    await db().update(whatsappMonthlyUsage).set({ sent: 0 }).where(eq(whatsappMonthlyUsage.month, month));
    await notifyForTest(db(), player.id, cancelled);
    await test.app.notifications.dispatcher.runOnce();
    expect(messagesTo(player)).toHaveLength(1);
    expect(await usage()).toMatchObject({ sent: 1, skipped: 1 });
  });

  it('tries again after a 429 or a 5xx, fails for good on 131047, and charges the budget only for what went', async () => {
    const player = await optedIn();
    const sentBefore = (await usage())?.sent ?? 0;
    const notificationId = await notifyForTest(db(), player.id, confirmed);
    graph.fail({ httpStatus: 429, code: 130429 });
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await whatsAppDeliveryOf(notificationId))?.lastError).toContain('429');

    graph.fail({ httpStatus: 503 });
    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + HOUR));
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await usage())?.sent ?? 0).toBe(sentBefore);

    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + 2 * HOUR));
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({ status: 'sent', attempts: 3 });
    expect((await usage())?.sent).toBe(sentBefore + 1);

    const other = await notifyForTest(db(), player.id, cancelled);
    graph.fail({ httpStatus: 400, code: 131047 });
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(other)).toMatchObject({ status: 'failed' });
    expect((await whatsAppDeliveryOf(other))?.lastError).toContain('131047');
    expect((await usage())?.sent).toBe(sentBefore + 1);
  });

  it('answers the verification handshake only with the verify token', async () => {
    const handshake = (token: string) =>
      test.app.inject({
        method: 'GET',
        url: `/api/v1/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const good = await handshake(VERIFY_TOKEN);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await handshake('guess')).statusCode).toBe(403);
  });

  it('keeps a signed status on the delivery (delivered, then read, a late delivered ignored, failed fails it)', async () => {
    const player = await optedIn();
    const notificationId = await notifyForTest(db(), player.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    const wamid = messagesTo(player)[0]?.wamid ?? '';
    const status = (value: string, extra: Record<string, unknown> = {}) =>
      report({
        statuses: [
          {
            id: wamid,
            status: value,
            timestamp: '1764172800',
            recipient_id: player.phone.slice(1),
            ...extra,
          },
        ],
      });

    expect((await signed(status('delivered'))).statusCode).toBe(200);
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({
      status: 'sent',
      providerStatus: 'delivered',
    });
    await signed(status('read'));
    await signed(status('delivered'));
    expect(await whatsAppDeliveryOf(notificationId)).toMatchObject({ providerStatus: 'read' });

    const other = await notifyForTest(db(), player.id, cancelled);
    await test.app.notifications.dispatcher.runOnce();
    const otherWamid = messagesTo(player)[1]?.wamid ?? '';
    await signed(
      report({
        statuses: [
          { id: otherWamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
        ],
      }),
    );
    expect(await whatsAppDeliveryOf(other)).toMatchObject({ status: 'failed', providerStatus: 'failed' });
    expect((await whatsAppDeliveryOf(other))?.lastError).toContain('131026');
  });

  it('refuses an unsigned or wrongly signed call with 401 and changes nothing', async () => {
    const player = await optedIn();
    const stop = report({
      messages: [{ from: player.phone.slice(1), id: 'wamid.in', type: 'text', text: { body: 'STOP' } }],
    });
    const missing = await postWebhook(stop, null);
    const wrong = await postWebhook(stop, whatsAppSignature('another-secret', JSON.stringify(stop)));
    const tampered = await postWebhook(
      stop,
      whatsAppSignature(APP_SECRET, JSON.stringify(stop).replace('STOP', 'stop ')),
    );
    for (const answer of [missing, wrong, tampered]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('whatsapp_signature_invalid');
    }
    const [row] = await db().select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, player.id));
    expect(row?.optedOutAt).toBeNull();
  });

  it('withdraws the consent on a STOP reply: nothing more goes by WhatsApp', async () => {
    const player = await optedIn();
    const answer = await signed(
      report({
        messages: [{ from: player.phone.slice(1), id: 'wamid.in2', type: 'text', text: { body: ' stop ' } }],
      }),
    );
    expect(answer.statusCode).toBe(200);
    const [row] = await db().select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, player.id));
    expect(row).toMatchObject({ optOutSource: 'whatsapp_reply' });
    expect(row?.optedOutAt).not.toBeNull();

    const notificationId = await notifyForTest(db(), player.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(notificationId)).toBeUndefined();
  });

  it('withdraws from the settings, and a changed number is not covered by the old consent', async () => {
    const leaving = await optedIn();
    const off = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/notifications/whatsapp',
      headers: leaving.headers,
    });
    expect(off.statusCode).toBe(204);
    const [row] = await db().select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, leaving.id));
    expect(row).toMatchObject({ optOutSource: 'settings' });

    const moved = await optedIn();
    await db().update(users).set({ phone: newPhone() }).where(eq(users.id, moved.id));
    const notificationId = await notifyForTest(db(), moved.id, confirmed);
    await test.app.notifications.dispatcher.runOnce();
    expect(await whatsAppDeliveryOf(notificationId)).toBeUndefined();
  });
});
