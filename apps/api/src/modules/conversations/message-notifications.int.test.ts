import type { ConversationPage, NotificationPayloads } from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationMessages,
  notificationDeliveries,
  notifications,
  notificationSettings,
  users,
} from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { testAppOfBlock } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../games/testing/game-fixtures.js';
import { createNotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { recordingChannel } from '../notifications/testing/recording-channel.js';
import { call } from '../teams/testing/team-fixtures.js';
import { NEW_MESSAGES_PERIOD_MS, notifyNewMessages } from './notify-new-messages.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `hh:mm` UTC on the day `days` from now. */
function dayAt(days: number, time: string): Date {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00Z`);
}
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

describe.each(testDrivers())('grouped notifications of new chat messages on %s', (driver) => {
  const { app, db } = testAppOfBlock({ driver });
  const player = () => signedInUser(app(), { notificationChannels: ['telegram', 'push'] });

  /** A game starting a day after `base`, its organizer, `count` players booked, and its chat's id. */
  async function gameChat(base: Date, count: number) {
    const organizer = await signedInUser(app(), {
      role: 'organizer',
      notificationChannels: ['telegram', 'push'],
    });
    const game = await createGame(db(), { organizerId: organizer.user.id, startsAt: at(base, DAY) });
    const players: SignedIn[] = [];
    for (let i = 0; i < count; i += 1) {
      const each = await player();
      expect((await register(app(), each, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
      players.push(each);
    }
    const page = await call(app(), organizer, 'GET', `/games/${game.id}/conversation/messages`);
    return { organizer, players, game, conversationId: page.json<ConversationPage>().conversation.id };
  }

  /** Messages written at chosen moments (the routes write the present). */
  async function say(conversationId: string, author: SignedIn, moments: Date[]) {
    return db()
      .insert(conversationMessages)
      .values(
        moments.map((createdAt, i) => ({
          conversationId,
          authorId: author.user.id,
          kind: 'text' as const,
          body: `Mesaj ${i + 1}`,
          createdAt,
        })),
      )
      .returning();
  }

  /** The chat notifications of this conversation: who was told how many, in order. */
  async function told(conversationId: string) {
    const rows = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'conversation_messages'))
      .orderBy(notifications.createdAt);
    return rows
      .filter(
        (row) =>
          (row.payload as unknown as NotificationPayloads['conversation_messages']).conversation_id ===
          conversationId,
      )
      .map((row) => ({
        userId: row.userId,
        count: (row.payload as unknown as NotificationPayloads['conversation_messages']).count,
        id: row.id,
      }));
  }

  it('many messages make one notification per chat and period; never to the author, nor a muted chat, nor a live reader', async () => {
    const base = dayAt(1, '10:00'); // 14:00 in Baku, outside quiet hours
    const { organizer, players, game, conversationId } = await gameChat(base, 5);
    const [author, reader, muter, quiet, blocked] = players as [
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
      SignedIn,
    ];
    // A blocked account keeps its booking but is told nothing.
    await db().update(users).set({ blockedAt: base }).where(eq(users.id, blocked.user.id));
    expect(
      (await call(app(), muter, 'PUT', `/conversations/${conversationId}/mute`, { muted: true })).statusCode,
    ).toBe(204);

    const first = await say(
      conversationId,
      author,
      [0, 1, 2, 3, 4].map((s) => at(base, s * SECOND)),
    );
    // The reader has the chat open: the panel marks each message read as it arrives.
    const last = first.at(-1);
    expect(
      (await call(app(), reader, 'POST', `/conversations/${conversationId}/read`, { message_id: last?.id }))
        .statusCode,
    ).toBe(204);

    expect(await notifyNewMessages(db(), at(base, 30 * SECOND))).toBe(0); // not settled yet
    // Two instances run the same round at once: each notice is written once (its dedupe key).
    const round = await Promise.all([
      notifyNewMessages(db(), at(base, 2 * MINUTE)),
      notifyNewMessages(db(), at(base, 2 * MINUTE)),
    ]);
    expect(round[0] + round[1]).toBe(2);
    expect(await notifyNewMessages(db(), at(base, 2 * MINUTE))).toBe(0); // and once more, after
    expect(await notifyNewMessages(db(), at(base, 3 * MINUTE))).toBe(0);
    expect((await told(conversationId)).map(({ userId, count }) => ({ userId, count }))).toEqual(
      expect.arrayContaining([
        { userId: organizer.user.id, count: 5 },
        { userId: quiet.user.id, count: 5 },
      ]),
    );

    // Three more: the reader (who left the chat) hears of them at once; the others after the period.
    await say(
      conversationId,
      author,
      [5, 6, 7].map((m) => at(base, m * MINUTE)),
    );
    expect(await notifyNewMessages(db(), at(base, 10 * MINUTE))).toBe(1);
    expect(await notifyNewMessages(db(), at(base, 2 * MINUTE + NEW_MESSAGES_PERIOD_MS - SECOND))).toBe(0);
    expect(await notifyNewMessages(db(), at(base, 2 * MINUTE + NEW_MESSAGES_PERIOD_MS))).toBe(2);

    const all = await told(conversationId);
    const countsOf = (who: SignedIn) =>
      all.filter((row) => row.userId === who.user.id).map((row) => row.count);
    expect(countsOf(organizer)).toEqual([5, 3]);
    expect(countsOf(quiet)).toEqual([5, 3]);
    expect(countsOf(reader)).toEqual([3]);
    expect(countsOf(author)).toEqual([]);
    expect(countsOf(muter)).toEqual([]);
    expect(countsOf(blocked)).toEqual([]);

    // It goes to the player's channels (Telegram and push by default, not email), linked to the chat.
    const channels = (['email', 'telegram', 'push'] as const).map((name) => recordingChannel(name));
    const dispatcher = createNotificationDispatcher({
      db: db(),
      channels,
      publicUrl: 'https://oyna.test',
      pollMs: 60_000,
      log: app().log,
    });
    await dispatcher.runOnce(at(base, 20 * MINUTE));
    const mine = all.filter((row) => row.userId === quiet.user.id).map((row) => row.id);
    const deliveries = await db()
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, mine));
    expect(deliveries.map((row) => `${row.channel} ${row.status}`).sort()).toEqual([
      'push sent',
      'push sent',
      'telegram sent',
      'telegram sent',
    ]);
    const sent = channels[1]?.sent.find((message) => message.recipient.userId === quiet.user.id);
    expect(sent?.url).toBe(`https://oyna.test/games/${game.id}#conversation`);
  });

  it('quiet hours hold the notification till the morning, and the next one with it', async () => {
    const evening = dayAt(3, '19:30'); // 23:30 in Baku: inside the default quiet hours (23:00-08:00)
    const morning = dayAt(4, '04:00'); // 08:00 in Baku
    const { players, conversationId } = await gameChat(evening, 3);
    const [author, sleeper, owl] = players as [SignedIn, SignedIn, SignedIn];
    await db()
      .insert(notificationSettings)
      .values({
        userId: owl.user.id,
        matrix: {},
        quietHours: { enabled: false, start: '23:00', end: '08:00' },
      });

    await say(conversationId, author, [at(evening, 0)]);
    await notifyNewMessages(db(), at(evening, 2 * MINUTE));
    await say(conversationId, author, [at(evening, 20 * MINUTE)]);
    await notifyNewMessages(db(), at(evening, 40 * MINUTE));
    const countsOf = async (who: SignedIn) =>
      (await told(conversationId)).filter((row) => row.userId === who.user.id).map((row) => row.count);
    expect(await countsOf(sleeper)).toEqual([1]); // the second waits: the first is not delivered yet
    expect(await countsOf(owl)).toEqual([1, 1]);

    const dispatcher = createNotificationDispatcher({
      db: db(),
      channels: [recordingChannel('telegram'), recordingChannel('push')],
      publicUrl: 'https://oyna.test',
      pollMs: 60_000,
      log: app().log,
    });
    await dispatcher.runOnce(at(evening, 41 * MINUTE));
    const [sleepers] = (await told(conversationId)).filter((row) => row.userId === sleeper.user.id);
    const due = await db()
      .select({ due: notificationDeliveries.nextAttemptAt, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.notificationId, sleepers?.id ?? ''),
          eq(notificationDeliveries.channel, 'push'),
        ),
      );
    expect(due).toEqual([{ due: morning, status: 'pending' }]);

    // A quarter of an hour after the morning's delivery the sleeper hears of the chat again (of its last hour).
    await say(conversationId, author, [at(morning, 5 * MINUTE)]);
    await notifyNewMessages(db(), at(morning, 10 * MINUTE));
    expect(await countsOf(sleeper)).toEqual([1]);
    await notifyNewMessages(db(), at(morning, 15 * MINUTE));
    expect(await countsOf(sleeper)).toEqual([1, 1]);
  });
});
