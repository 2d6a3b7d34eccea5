import { MAX_DELIVERY_ATTEMPTS, type NotificationDraft, retryDelayMs } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notificationSettings, notifications } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { DELIVERY_LEASE_MS } from './deliver-due.js';
import { createNotificationDispatcher } from './notification-dispatcher.js';
import { notify } from './notify.js';
import { recordingChannel } from './testing/recording-channel.js';

const game = {
  game_id: '00000000-0000-4000-8000-0000000000aa',
  title: 'Axşam oyunu',
  starts_at: '2026-11-28T15:00:00.000Z',
  venue: 'Dalğa Arena',
};
const reminder: NotificationDraft = { kind: 'game_reminder_day', payload: game };
const cancellation: NotificationDraft = { kind: 'game_cancelled', payload: { ...game, refund_qepik: 1000 } };
/** 14:00 and 23:30 in Baku. */
const afternoon = new Date('2026-11-27T10:00:00Z');
const lateEvening = new Date('2026-11-27T19:30:00Z');
const nextMorning = new Date('2026-11-28T04:00:00Z');

describe.each(testDrivers({ everyDriver: true }))('the notification outbox on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    await test.close();
  });
  const db = () => test.database.db;
  const dispatcherWith = (...channels: DeliveryChannel[]) =>
    createNotificationDispatcher({
      db: db(),
      channels,
      publicUrl: 'https://oyna.test',
      pollMs: 60_000,
      log: test.app.log,
    });
  const deliveriesOf = async (userId: string) =>
    db().select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));

  it('writes one notification for one event, however often it is told', async () => {
    const player = await createUser(db());
    const options = { dedupeKey: `outbox-test:${player.id}` };
    expect(await notify(db(), player.id, reminder, options)).toBe(true);
    expect(await notify(db(), player.id, reminder, options)).toBe(false);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, player.id));
    expect(rows).toHaveLength(1);
  });

  it('is not written when the change that causes it is rolled back', async () => {
    const player = await createUser(db());
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, player.id, reminder, { dedupeKey: `rolled-back:${player.id}` });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().select().from(notifications).where(eq(notifications.userId, player.id))).toEqual([]);
  });

  it("sends on the channels the player chose at onboarding that reach them, in the player's language, with a link to the page", async () => {
    const email = recordingChannel('email');
    const push = recordingChannel('push');
    const sms = recordingChannel('sms', { configured: false });
    const player = await createUser(db(), { language: 'ru', notificationChannels: ['email', 'sms'] });
    email.reach = new Set([player.id]);
    push.reach = new Set([player.id]);
    await notify(db(), player.id, cancellation, { dedupeKey: `channels:${player.id}` });

    const dispatcher = dispatcherWith(email, push, sms);
    const tally = await dispatcher.runOnce(afternoon);
    expect(tally).toMatchObject({ sent: 1, retried: 0, failed: 0, dead: 0 });
    expect(email.sent).toHaveLength(1);
    expect(push.sent).toEqual([]); // not chosen at onboarding
    expect(sms.sent).toEqual([]); // chosen, but this server has no SMS
    const [message] = email.sent;
    expect(message?.rendered.title).toBe('Игра отменена');
    expect(message?.url).toBe(`https://oyna.test/games/${game.game_id}`);
    expect((await deliveriesOf(player.id)).map((row) => [row.channel, row.status])).toEqual([
      ['email', 'sent'],
    ]);
  });

  it('holds a reminder until quiet hours end, and sends an urgent cancellation at once', async () => {
    const email = recordingChannel('email');
    const player = await createUser(db(), { notificationChannels: ['email'] });
    await notify(db(), player.id, reminder, { dedupeKey: `quiet-reminder:${player.id}` });
    await notify(db(), player.id, cancellation, { dedupeKey: `quiet-cancel:${player.id}`, urgent: true });

    const dispatcher = dispatcherWith(email);
    await dispatcher.runOnce(lateEvening);
    expect(email.sent.map((message) => message.kind)).toEqual(['game_cancelled']);
    const waiting = (await deliveriesOf(player.id)).find((row) => row.status === 'pending');
    expect(waiting?.nextAttemptAt).toEqual(new Date('2026-11-28T04:00:00Z')); // 08:00 in Baku

    await dispatcher.runOnce(nextMorning);
    expect(email.sent.map((message) => message.kind)).toEqual(['game_cancelled', 'game_reminder_day']);
  });

  it('drops a reminder that quiet hours held past kick-off, and keeps it in the centre', async () => {
    const push = recordingChannel('push');
    const player = await createUser(db(), { notificationChannels: ['push'] });
    // A 07:00 game; its two-hour reminder is written at 05:00, in quiet hours that end at 08:00.
    const earlyGame = { ...game, starts_at: '2026-11-28T03:00:00.000Z' };
    await notify(
      db(),
      player.id,
      { kind: 'game_reminder_hours', payload: earlyGame },
      { dedupeKey: `too-late:${player.id}`, now: new Date('2026-11-28T01:00:00Z') },
    );
    const dispatcher = dispatcherWith(push);
    await dispatcher.runOnce(new Date('2026-11-28T01:00:00Z'));
    await dispatcher.runOnce(nextMorning);
    expect(push.sent).toEqual([]);
    expect(await deliveriesOf(player.id)).toMatchObject([
      { status: 'failed', lastError: 'too late: the moment it was about has passed' },
    ]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, player.id))).toHaveLength(
      1,
    );
  });

  it("follows the player's own matrix and quiet hours once saved", async () => {
    const email = recordingChannel('email');
    const player = await createUser(db(), { notificationChannels: ['email'] });
    await db()
      .insert(notificationSettings)
      .values({
        userId: player.id,
        matrix: { game_reminder_day: [], game_cancelled: ['email'] },
        quietHours: { enabled: false, start: '23:00', end: '08:00' },
      });
    await notify(db(), player.id, reminder, { dedupeKey: `matrix-reminder:${player.id}` });
    await notify(
      db(),
      player.id,
      { ...cancellation },
      { dedupeKey: `matrix-cancel:${player.id}`, urgent: false },
    );
    await dispatcherWith(email).runOnce(lateEvening);
    expect(email.sent.map((message) => message.kind)).toEqual(['game_cancelled']);
  });

  it('tries a failing channel again with growing waits, then gives it up, while the notification stays in the centre', async () => {
    const email = recordingChannel('email');
    email.answer = () => ({ status: 'retry', error: '451 try again later' });
    const player = await createUser(db(), { notificationChannels: ['email'] });
    await notify(db(), player.id, cancellation, { dedupeKey: `dead-letter:${player.id}`, urgent: true });
    const dispatcher = dispatcherWith(email);

    let now = afternoon;
    await dispatcher.runOnce(now);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      const [row] = await deliveriesOf(player.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: '451 try again later' });
      expect(row?.nextAttemptAt).toEqual(new Date(now.getTime() + retryDelayMs(attempt)));
      await dispatcher.runOnce(new Date(now.getTime() + 1000)); // not yet due: nothing happens
      expect((await deliveriesOf(player.id))[0]?.attempts).toBe(attempt);
      now = row?.nextAttemptAt ?? now;
      await dispatcher.runOnce(now);
    }
    const [last] = await deliveriesOf(player.id);
    expect(last).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await db().select().from(notifications).where(eq(notifications.userId, player.id))).toHaveLength(
      1,
    );
  });

  it('does not try again when the address is gone', async () => {
    const push = recordingChannel('push');
    push.answer = () => ({ status: 'failed', error: '410 Gone' });
    const player = await createUser(db(), { notificationChannels: ['push'] });
    await notify(db(), player.id, cancellation, { dedupeKey: `gone:${player.id}`, urgent: true });
    const dispatcher = dispatcherWith(push);
    await dispatcher.runOnce(afternoon);
    await dispatcher.runOnce(new Date(afternoon.getTime() + 3_600_000));
    expect(await deliveriesOf(player.id)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: '410 Gone' },
    ]);
  });

  it('takes over a delivery whose dispatcher died mid-send once its lease runs out', async () => {
    const email = recordingChannel('email');
    const player = await createUser(db(), { notificationChannels: ['email'] });
    await notify(db(), player.id, cancellation, { dedupeKey: `lease:${player.id}`, urgent: true });
    const dispatcher = dispatcherWith(email);
    // A dispatcher that claimed it, began to send and never came back.
    let stuckSends = 0;
    email.answer = () => {
      stuckSends += 1;
      return new Promise(() => undefined);
    };
    void dispatcher.runOnce(afternoon);
    await expect.poll(() => stuckSends).toBe(1);
    expect((await deliveriesOf(player.id))[0]?.status).toBe('sending');

    email.answer = () => ({ status: 'sent', providerId: 'second-try' });
    const other = dispatcherWith(email);
    await other.runOnce(new Date(afternoon.getTime() + 1000));
    expect(email.sent).toEqual([]);
    await other.runOnce(new Date(afternoon.getTime() + DELIVERY_LEASE_MS));
    expect(await deliveriesOf(player.id)).toMatchObject([
      { status: 'sent', attempts: 2, providerId: 'second-try' },
    ]);
  });

  it('tells the live centre about each notification it routes', async () => {
    const player = await createUser(db());
    const dispatcher = dispatcherWith();
    const routed: string[] = [];
    dispatcher.onRouted((rows) =>
      routed.push(...rows.filter((row) => row.userId === player.id).map((row) => row.kind)),
    );
    await notify(db(), player.id, reminder, { dedupeKey: `live:${player.id}` });
    await dispatcher.runOnce(afternoon);
    await dispatcher.runOnce(afternoon);
    expect(routed).toEqual(['game_reminder_day']);
  });

  it.runIf(driver === 'postgres')(
    'never sends a message twice when two dispatchers work at once',
    async () => {
      const email = recordingChannel('email');
      email.answer = async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        return { status: 'sent' };
      };
      const players = await Promise.all(
        Array.from({ length: 20 }, () => createUser(db(), { notificationChannels: ['email'] })),
      );
      email.reach = new Set(players.map((player) => player.id));
      for (const [index, player] of players.entries()) {
        for (let n = 0; n < 10; n += 1) {
          await notify(db(), player.id, cancellation, {
            dedupeKey: `race:${index}:${n}:${player.id}`,
            urgent: true,
          });
        }
      }
      const first = dispatcherWith(email);
      const second = dispatcherWith(email);
      const [a, b] = await Promise.all([first.runOnce(afternoon), second.runOnce(afternoon)]);
      expect(a.sent + b.sent).toBe(200);
      const sentIds = email.sent.map((message) => message.deliveryId);
      expect(new Set(sentIds).size).toBe(200);
      expect(sentIds).toHaveLength(200);
    },
  );
});
