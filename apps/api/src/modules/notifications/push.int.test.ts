import type { Language, NotificationDraft, PushSubscription } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import type { PushPayload } from './channels/push-channel.js';
import { MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER } from './save-push-subscription.js';
import { deliveryOf, notifyForTest } from './testing/notification-fixtures.js';
import {
  type LocalPushService,
  type TestSubscriber,
  startLocalPushService,
} from './testing/local-push-service.js';

const PUBLIC_URL = 'http://localhost:3000';
const HOUR = 3_600_000;

const cancellation = (title: string): NotificationDraft => ({
  kind: 'game_cancelled',
  payload: {
    game_id: '00000000-0000-4000-8000-0000000000aa',
    title,
    starts_at: '2026-11-28T15:00:00.000Z',
    venue: 'Dalğa Arena',
    refund_qepik: 1200,
  },
});

describe.each(testDrivers())('web push against a local push service on %s', (driver) => {
  let push: LocalPushService;
  let test: TestApp;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    push = await startLocalPushService();
    test = await createTestApp({
      driver,
      env: {
        PUBLIC_URL,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:support@oyna.az',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await push.close();
  });

  async function newPlayer(language: Language = 'az') {
    const account = await registerThroughApi(test.app);
    await test.database.db
      .update(users)
      .set({ language, notificationChannels: ['push'] })
      .where(eq(users.id, account.user.id));
    return { id: account.user.id, headers: bearer(account.tokens.access_token) };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  const subscribe = (
    player: Player,
    body: unknown,
    userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
  ) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/push-subscriptions',
      headers: { ...player.headers, 'user-agent': userAgent },
      payload: body as Record<string, unknown>,
    });
  async function subscribed(player: Player): Promise<TestSubscriber & { subscriptionId: string }> {
    const subscriber = push.subscriber();
    const answer = await subscribe(player, { endpoint: subscriber.endpoint, keys: subscriber.keys });
    expect(answer.statusCode, answer.body).toBe(201);
    return { ...subscriber, subscriptionId: answer.json<PushSubscription>().id };
  }
  const unsubscribe = (player: Player, id: string) =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/push-subscriptions/${id}`,
      headers: player.headers,
    });

  const tell = (player: Player, draft: NotificationDraft, urgent = true) =>
    notifyForTest(test.database.db, player.id, draft, { urgent });
  const pushDeliveryOf = (notificationId: string) => deliveryOf(test.database.db, notificationId, 'push');
  const messagesTo = (subscriber: TestSubscriber) =>
    push.received.filter((each) => each.subscriberId === subscriber.id);
  const subscriptionsOf = (player: Player) =>
    test.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, player.id));

  it('delivers an encrypted, VAPID-signed message with the title, body and link in the player language', async () => {
    const player = await newPlayer('ru');
    const subscriber = await subscribed(player);
    const notificationId = await tell(player, cancellation('Вечерний футбол'));

    const tally = await test.app.notifications.dispatcher.runOnce();
    expect(tally.sent).toBeGreaterThanOrEqual(1);

    const [message] = messagesTo(subscriber);
    expect(message?.status).toBe(201);
    expect(message?.headers.contentEncoding).toBe('aes128gcm');
    expect(message?.headers.urgency).toBe('high');
    expect(message?.vapid).toMatchObject({
      aud: push.url,
      sub: 'mailto:support@oyna.az',
      publicKey: vapid.publicKey,
    });
    const payload = JSON.parse(message?.payload ?? '{}') as PushPayload;
    expect(payload).toEqual({
      title: 'Игра отменена',
      body: expect.stringContaining('«Вечерний футбол»') as string,
      url: `${PUBLIC_URL}/games/00000000-0000-4000-8000-0000000000aa`,
      tag: notificationId,
    });
    expect(payload.body).toContain('12,00\u00a0₼');
    expect(await pushDeliveryOf(notificationId)).toMatchObject({ status: 'sent', providerId: '1/1' });
  });

  it('gives a message that can wait a day to live and normal urgency', async () => {
    const player = await newPlayer('en');
    const subscriber = await subscribed(player);
    await tell(player, cancellation('Evening football'), false);
    // Past any quiet hours.
    await test.app.notifications.dispatcher.runOnce();
    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + 12 * HOUR));
    const [message] = messagesTo(subscriber);
    expect(message?.headers).toMatchObject({ ttl: String(24 * 3600), urgency: 'normal' });
    expect(JSON.parse(message?.payload ?? '{}')).toMatchObject({ title: 'Game cancelled' });
  });

  it('sends to every browser of the player', async () => {
    const player = await newPlayer('az');
    const phone = await subscribed(player);
    const laptop = await subscribed(player);
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    for (const browser of [phone, laptop]) {
      expect(JSON.parse(messagesTo(browser)[0]?.payload ?? '{}')).toMatchObject({
        title: 'Oyun ləğv edildi',
      });
    }
    expect((await pushDeliveryOf(notificationId))?.providerId).toBe('2/2');
  });

  it('removes a subscription the push service says is gone (410), and fails when none is left', async () => {
    const player = await newPlayer();
    const subscriber = await subscribed(player);
    push.answer(subscriber.id, 410);
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    expect(messagesTo(subscriber).map((each) => each.status)).toEqual([410]);
    expect(await subscriptionsOf(player)).toEqual([]);
    expect(await pushDeliveryOf(notificationId)).toMatchObject({
      status: 'failed',
      lastError: 'every push subscription is gone',
    });
  });

  it('keeps the message sent when one browser is gone and another took it', async () => {
    const player = await newPlayer();
    const gone = await subscribed(player);
    const alive = await subscribed(player);
    push.answer(gone.id, 404);
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    expect((await subscriptionsOf(player)).map((row) => row.id)).toEqual([alive.subscriptionId]);
    expect(await pushDeliveryOf(notificationId)).toMatchObject({ status: 'sent', providerId: '1/2' });
  });

  it('tries again later when the push service fails on its side (5xx), keeping the subscription', async () => {
    const player = await newPlayer();
    const subscriber = await subscribed(player);
    push.answer(subscriber.id, 503);
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    expect(await pushDeliveryOf(notificationId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'push service answered 503',
    });
    expect(await subscriptionsOf(player)).toHaveLength(1);

    await test.app.notifications.dispatcher.runOnce(new Date(Date.now() + HOUR));
    expect(messagesTo(subscriber).map((each) => each.status)).toEqual([503, 201]);
    expect(await pushDeliveryOf(notificationId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a message the push service refuses (413), keeping the subscription', async () => {
    const player = await newPlayer();
    const subscriber = await subscribed(player);
    push.answer(subscriber.id, 413);
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    expect(await pushDeliveryOf(notificationId)).toMatchObject({
      status: 'failed',
      lastError: 'push service answered 413',
    });
    expect(await subscriptionsOf(player)).toHaveLength(1);
  });

  it('does not route push to a player without a subscription', async () => {
    const player = await newPlayer();
    const notificationId = await tell(player, cancellation('Axşam futbolu'));
    await test.app.notifications.dispatcher.runOnce();
    expect(await pushDeliveryOf(notificationId)).toBeUndefined();
  });

  it('keeps one subscription per browser: subscribing again updates it, another account takes it over', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const subscriber = push.subscriber();
    const body = { endpoint: subscriber.endpoint, keys: subscriber.keys };
    const once = await subscribe(first, body);
    const again = await subscribe(first, body, 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0');
    expect(again.json<PushSubscription>()).toMatchObject({
      id: once.json<PushSubscription>().id,
      user_agent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0',
    });
    expect(await subscriptionsOf(first)).toHaveLength(1);

    const moved = await subscribe(second, body);
    expect(moved.statusCode).toBe(201);
    expect(await subscriptionsOf(first)).toEqual([]);
    expect(await subscriptionsOf(second)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER} browsers per player, dropping the oldest`, async () => {
    const player = await newPlayer();
    const made: string[] = [];
    for (let index = 0; index <= MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER; index += 1) {
      made.push((await subscribed(player)).subscriptionId);
    }
    const kept = (await subscriptionsOf(player)).map((row) => row.id);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_PLAYER);
    expect(kept).not.toContain(made[0]);
    expect(kept).toContain(made.at(-1));
  });

  it('lets only the owner remove a subscription; others get 404', async () => {
    const owner = await newPlayer();
    const stranger = await newPlayer();
    const subscriber = await subscribed(owner);
    expect((await unsubscribe(stranger, subscriber.subscriptionId)).statusCode).toBe(404);
    expect(await subscriptionsOf(owner)).toHaveLength(1);
    expect((await unsubscribe(owner, subscriber.subscriptionId)).statusCode).toBe(204);
    expect(await subscriptionsOf(owner)).toEqual([]);
    expect((await unsubscribe(owner, subscriber.subscriptionId)).statusCode).toBe(404);
    const visitor = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/push-subscriptions/${subscriber.subscriptionId}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  const renew = (body: unknown, remoteAddress = '127.0.0.1') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/push-subscriptions/renew',
      remoteAddress,
      payload: body as Record<string, unknown>,
    });
  const allSubscriptions = () =>
    test.database.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);

  it('replaces a renewed subscription given its old endpoint, without a token: the owner keeps it and pushes go to the new endpoint', async () => {
    const player = await newPlayer('en');
    const old = await subscribed(player);
    const [before] = await subscriptionsOf(player);
    const renewed = push.subscriber();

    const answer = await renew({
      old_endpoint: old.endpoint,
      subscription: { endpoint: renewed.endpoint, keys: renewed.keys },
    });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe('');
    expect(await subscriptionsOf(player)).toEqual([
      {
        ...before,
        endpoint: renewed.endpoint,
        p256dh: renewed.keys.p256dh,
        auth: renewed.keys.auth,
      },
    ]);

    await tell(player, cancellation('Evening football'));
    await test.app.notifications.dispatcher.runOnce();
    expect(messagesTo(old)).toEqual([]);
    expect(JSON.parse(messagesTo(renewed)[0]?.payload ?? '{}')).toMatchObject({ title: 'Game cancelled' });
    // The old endpoint proves nothing any more.
    const again = push.subscriber();
    await renew({ old_endpoint: old.endpoint, subscription: { endpoint: again.endpoint, keys: again.keys } });
    expect((await subscriptionsOf(player)).map((row) => row.endpoint)).toEqual([renewed.endpoint]);
  });

  it('answers an unknown old endpoint with the same 204 and changes nothing', async () => {
    const player = await newPlayer();
    await subscribed(player);
    const stranger = push.subscriber();
    const before = await allSubscriptions();
    const answer = await renew({
      old_endpoint: `${push.url}/push/never-subscribed`,
      subscription: { endpoint: stranger.endpoint, keys: stranger.keys },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await allSubscriptions()).toEqual(before);
  });

  it('drops the old subscription when the renewed endpoint is kept already, leaving that one to its owner', async () => {
    const player = await newPlayer();
    const old = await subscribed(player);
    // The page subscribed the renewed endpoint first (another account signed in on the browser now).
    const other = await newPlayer();
    const renewed = await subscribed(other);
    const answer = await renew({
      old_endpoint: old.endpoint,
      subscription: { endpoint: renewed.endpoint, keys: renewed.keys },
    });
    expect(answer.statusCode).toBe(204);
    expect(await subscriptionsOf(player)).toEqual([]);
    expect((await subscriptionsOf(other)).map((row) => row.id)).toEqual([renewed.subscriptionId]);
  });

  it('refuses a renewal no browser sends with 400 before looking the old endpoint up', async () => {
    const player = await newPlayer();
    const old = await subscribed(player);
    const renewed = push.subscriber();
    const before = await allSubscriptions();
    const bad: unknown[] = [
      { old_endpoint: old.endpoint },
      { subscription: { endpoint: renewed.endpoint, keys: renewed.keys } },
      { old_endpoint: 'not a url', subscription: { endpoint: renewed.endpoint, keys: renewed.keys } },
      {
        old_endpoint: old.endpoint,
        subscription: { endpoint: 'http://push.example.com/x', keys: renewed.keys },
      },
      {
        old_endpoint: old.endpoint,
        subscription: { endpoint: renewed.endpoint, keys: { p256dh: 'BAAA', auth: renewed.keys.auth } },
      },
      {
        old_endpoint: `${push.url}/push/unknown`,
        subscription: { endpoint: 'http://push.example.com/x', keys: renewed.keys },
      },
      // No push service writes a NUL or a space: they never reach a query.
      {
        old_endpoint: `${old.endpoint}\u0000`,
        subscription: { endpoint: renewed.endpoint, keys: renewed.keys },
      },
      { old_endpoint: old.endpoint, subscription: { endpoint: `${renewed.endpoint} x`, keys: renewed.keys } },
    ];
    for (const body of bad) {
      const answer = await renew(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      // Refused by the contract or the subscription's check, never by the database.
      expect(['validation_failed', 'push_subscription_invalid']).toContain(
        answer.json<{ code: string }>().code,
      );
    }
    expect(await allSubscriptions()).toEqual(before);
  });

  it('refuses what no browser sends with 400, never 500', async () => {
    const player = await newPlayer();
    const subscriber = push.subscriber();
    const bad: unknown[] = [
      { endpoint: 'not a url', keys: subscriber.keys },
      { endpoint: 'ftp://127.0.0.1/push/x', keys: subscriber.keys },
      { endpoint: 'http://push.example.com/x', keys: subscriber.keys },
      { endpoint: `https://push.example.com/${'a'.repeat(3000)}`, keys: subscriber.keys },
      { endpoint: subscriber.endpoint, keys: { p256dh: 'A'.repeat(100_000), auth: subscriber.keys.auth } },
      { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.keys.p256dh, auth: 'not base64!' } },
      { endpoint: subscriber.endpoint, keys: { p256dh: 'x\u0000y', auth: subscriber.keys.auth } },
      { endpoint: subscriber.endpoint, keys: { p256dh: 'BAAA', auth: subscriber.keys.auth } },
      { endpoint: subscriber.endpoint, keys: { p256dh: subscriber.keys.p256dh, auth: 'AAAA' } },
      { endpoint: subscriber.endpoint },
      [],
    ];
    for (const body of bad) {
      const answer = await subscribe(player, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await subscriptionsOf(player)).toEqual([]);
    const plainHttp = await subscribe(player, {
      endpoint: 'http://push.example.com/x',
      keys: subscriber.keys,
    });
    expect(plainHttp.json<{ code: string }>().code).toBe('push_subscription_invalid');
    const hostile = await subscribe(
      player,
      { endpoint: subscriber.endpoint, keys: subscriber.keys },
      `UA\u0007${'x'.repeat(2000)}`,
    );
    expect(hostile.statusCode).toBe(201);
    expect(hostile.json<PushSubscription>().user_agent).toMatch(/^UAx+$/);
    expect(hostile.json<PushSubscription>().user_agent.length).toBeLessThanOrEqual(256);
  });
});

describe('push subscriptions on a server without VAPID keys', () => {
  it('answers 503 push_not_configured', async () => {
    const test = await createTestApp({ driver: 'pglite' });
    try {
      const account = await registerThroughApi(test.app);
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/push-subscriptions',
        headers: bearer(account.tokens.access_token),
        payload: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ code: string }>().code).toBe('push_not_configured');
    } finally {
      await test.close();
    }
  });
});

describe('renewing a push subscription without a token', () => {
  it('is in the OpenAPI document without security, and limited per address like the rest of /api', async () => {
    const test = await createTestApp({ driver: 'pglite', env: { RATE_LIMIT_MAX: '2' } });
    try {
      const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
      }>();
      const operation = document.paths['/api/v1/notifications/push-subscriptions/renew']?.['post'];
      expect(operation?.requestBody).toBeDefined();
      expect(operation?.security).toBeUndefined();

      // A browser's keys: an uncompressed P-256 point (a VAPID public key is one) and 16 bytes.
      const keys = {
        p256dh: webpush.generateVAPIDKeys().publicKey,
        auth: Buffer.alloc(16, 7).toString('base64url'),
      };
      const body = {
        old_endpoint: 'https://push.example.com/old',
        subscription: { endpoint: 'https://push.example.com/new', keys },
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await test.app.inject({
          method: 'POST',
          url: '/api/v1/notifications/push-subscriptions/renew',
          remoteAddress: '185.81.0.9',
          payload: body,
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([204, 204, 429]);
    } finally {
      await test.close();
    }
  });
});
