import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import {
  type GameRow,
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  games,
  notificationDeliveries,
  playerOfMatchVotes,
} from '../../db/schema.js';
import { createGame, createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { cancelGame } from '../games/cancel-game.js';
import { leaveGame } from '../games/leave-game.js';
import { createNotificationDispatcher } from './notification-dispatcher.js';
import { notificationsTo } from './testing/notification-fixtures.js';
import { recordingChannel } from './testing/recording-channel.js';
import { gameHooks } from '../../module-hooks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDrivers())('notifications on the clock on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db;
  });
  afterAll(() => test.close());

  const clock = (now: Date) => test.app.notifications.runClock(now);
  const player = () => createUser(db, { notificationChannels: ['push'] });

  /** A game at `startsAt` with these bookings, each made `bookedBefore` kick-off (3 days by default). */
  async function gameWith(
    startsAt: Date,
    bookings: { userId: string; status?: 'confirmed' | 'cancelled' | 'waitlisted'; bookedBefore?: number }[],
  ): Promise<GameRow> {
    const organizer = await createUser(db, { role: 'organizer', notificationChannels: ['push'] });
    const game = await createGame(db, {
      organizerId: organizer.id,
      startsAt,
      placesTaken: bookings.filter((booking) => (booking.status ?? 'confirmed') === 'confirmed').length,
      registrationOpensAt: new Date(startsAt.getTime() - 10 * DAY),
    });
    for (const booking of bookings)
      await db.insert(gameRegistrations).values({
        gameId: game.id,
        userId: booking.userId,
        status: booking.status ?? 'confirmed',
        paymentMethod: 'cash',
        priceQepik: game.priceQepik,
        createdAt: new Date(startsAt.getTime() - (booking.bookedBefore ?? 3 * DAY)),
        ...(booking.status === 'cancelled' && { cancelledAt: new Date(startsAt.getTime() - 2 * DAY) }),
      });
    return game;
  }

  it('reminds confirmed players a day and two hours ahead, and the organizer an hour ahead, once each', async () => {
    const kickOff = new Date(Date.now() + 5 * DAY);
    const [confirmed, cancelled, waitlisted] = [await player(), await player(), await player()];
    const game = await gameWith(kickOff, [
      { userId: confirmed.id },
      { userId: cancelled.id, status: 'cancelled' },
      { userId: waitlisted.id, status: 'waitlisted' },
    ]);
    const everyone = [confirmed.id, cancelled.id, waitlisted.id, game.organizerId];
    const at = (beforeKickOff: number) => new Date(kickOff.getTime() - beforeKickOff);

    await clock(at(DAY + MINUTE));
    expect(await notificationsTo(db, everyone)).toEqual([]);

    await clock(at(DAY - MINUTE));
    await clock(at(DAY - 2 * MINUTE));
    const day = await notificationsTo(db, everyone, 'game_reminder_day');
    expect(day.map((row) => row.userId)).toEqual([confirmed.id]);
    expect(day[0]?.payload).toMatchObject({
      game_id: game.id,
      title: game.title,
      starts_at: kickOff.toISOString(),
    });
    expect(day[0]?.urgent).toBe(false);

    await clock(at(2 * HOUR - MINUTE));
    await clock(at(2 * HOUR - 2 * MINUTE));
    expect((await notificationsTo(db, everyone, 'game_reminder_hours')).map((row) => row.userId)).toEqual([
      confirmed.id,
    ]);
    expect(await notificationsTo(db, everyone, 'game_reminder_day')).toHaveLength(1);
    expect(await notificationsTo(db, everyone, 'organizer_reminder')).toEqual([]);

    await clock(at(HOUR - MINUTE));
    await clock(at(HOUR - 2 * MINUTE));
    const organizer = await notificationsTo(db, everyone, 'organizer_reminder');
    expect(organizer.map((row) => row.userId)).toEqual([game.organizerId]);
    expect(organizer[0]?.payload).toMatchObject({ players_count: 1, capacity: game.capacity });

    await clock(at(-MINUTE));
    expect(await notificationsTo(db, everyone)).toHaveLength(3);
  });

  it('a moved game gets fresh reminders for its new kick-off; the old ones do not come again', async () => {
    const kickOff = new Date(Date.now() + 5 * DAY);
    const confirmed = await player();
    const game = await gameWith(kickOff, [{ userId: confirmed.id }]);
    await clock(new Date(kickOff.getTime() - DAY + MINUTE));
    const moved = new Date(kickOff.getTime() + DAY);
    await db.update(games).set({ startsAt: moved }).where(eq(games.id, game.id));

    await clock(new Date(kickOff.getTime() - DAY + 2 * MINUTE));
    expect(await notificationsTo(db, [confirmed.id], 'game_reminder_day')).toHaveLength(1);
    await clock(new Date(moved.getTime() - DAY + MINUTE));
    await clock(new Date(moved.getTime() - DAY + 2 * MINUTE));
    const reminders = await notificationsTo(db, [confirmed.id], 'game_reminder_day');
    expect(reminders.map((row) => row.payload['starts_at'])).toEqual([
      kickOff.toISOString(),
      moved.toISOString(),
    ]);
  });

  it('no reminder for a cancelled game, a booking made after the moment, or a clock far too late', async () => {
    const kickOff = new Date(Date.now() + 5 * DAY);
    const [inCancelled, lateBooker, early] = [await player(), await player(), await player()];
    const cancelledGame = await gameWith(kickOff, [{ userId: inCancelled.id }]);
    await db.update(games).set({ status: 'cancelled' }).where(eq(games.id, cancelledGame.id));
    await gameWith(kickOff, [{ userId: lateBooker.id, bookedBefore: 3 * HOUR }, { userId: early.id }]);

    await clock(new Date(kickOff.getTime() - 3 * HOUR + MINUTE));
    // Seven hours after the day reminder's moment: too late to say "tomorrow".
    expect(await notificationsTo(db, [inCancelled.id, lateBooker.id, early.id])).toEqual([]);

    await clock(new Date(kickOff.getTime() - 2 * HOUR + MINUTE));
    const hours = await notificationsTo(db, [inCancelled.id, lateBooker.id, early.id], 'game_reminder_hours');
    expect(hours.map((row) => row.userId).sort()).toEqual([early.id, lateBooker.id].sort());
  });

  it('tells a player whose held place has five minutes or less left, once', async () => {
    const now = new Date(Date.now() + 3 * DAY);
    const [soon, later] = [await player(), await player()];
    const game = await gameWith(new Date(now.getTime() + 2 * DAY), []);
    for (const [userId, left] of [
      [soon.id, 4 * MINUTE],
      [later.id, 8 * MINUTE],
    ] as const)
      await db.insert(gameRegistrations).values({
        gameId: game.id,
        userId,
        status: 'pending_payment',
        paymentMethod: 'balance',
        priceQepik: game.priceQepik,
        holdExpiresAt: new Date(now.getTime() + left),
      });
    // A held place is taken, as the booking path counts it.
    await db.update(games).set({ placesTaken: 2 }).where(eq(games.id, game.id));
    await clock(now);
    await clock(new Date(now.getTime() + MINUTE));
    const told = await notificationsTo(db, [soon.id, later.id], 'hold_expiring');
    expect(told.map((row) => row.userId)).toEqual([soon.id]);
    expect(told[0]?.urgent).toBe(true);
    expect(told[0]?.payload['hold_expires_at']).toBe(new Date(now.getTime() + 4 * MINUTE).toISOString());
    await clock(new Date(now.getTime() + 4 * MINUTE));
    expect(await notificationsTo(db, [soon.id, later.id], 'hold_expiring')).toHaveLength(2);
  });

  it('tells players who attended and have not voted two hours before the vote closes, once', async () => {
    const recordedAt = new Date(Date.now() - 30 * DAY);
    const [voter, silent, absent, candidate] = [
      await player(),
      await player(),
      await player(),
      await player(),
    ];
    const game = await createGame(db, {
      startsAt: new Date(recordedAt.getTime() - 3 * HOUR),
      status: 'completed',
    });
    await db
      .insert(gameResults)
      .values({ gameId: game.id, scores: [1, 0], recordedBy: game.organizerId, recordedAt });
    await db.insert(gameResultPlayers).values(
      [voter, silent, absent, candidate].map((user, index) => ({
        gameId: game.id,
        userId: user.id,
        sideIndex: index % 2,
        goals: 0,
        attended: user !== absent,
      })),
    );
    await db
      .insert(playerOfMatchVotes)
      .values({ gameId: game.id, voterId: voter.id, candidateId: candidate.id });
    const everyone = [voter.id, silent.id, absent.id, candidate.id];

    await clock(new Date(recordedAt.getTime() + 21 * HOUR));
    expect(await notificationsTo(db, everyone)).toEqual([]);
    await clock(new Date(recordedAt.getTime() + 22 * HOUR + MINUTE));
    await clock(new Date(recordedAt.getTime() + 23 * HOUR));
    const told = await notificationsTo(db, everyone, 'vote_closing');
    expect(told.map((row) => row.userId).sort()).toEqual([silent.id, candidate.id].sort());
    expect(told[0]?.payload['vote_closes_at']).toBe(new Date(recordedAt.getTime() + DAY).toISOString());
  });

  it('quiet hours delay a reminder but not a cancellation a few hours before kick-off', async () => {
    // 23:30 in Baku (19:30 UTC): inside the default quiet hours (23:00-08:00).
    const base = new Date(Date.now() + 40 * DAY);
    const night = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 19, 30));
    const morning = new Date(night.getTime() + 8 * HOUR + 30 * MINUTE);
    const kickOff = new Date(night.getTime() + DAY - 10 * MINUTE);
    const confirmed = await player();
    const game = await gameWith(kickOff, [{ userId: confirmed.id }]);
    const channel = recordingChannel('push');
    const dispatcher = createNotificationDispatcher({
      db,
      channels: [channel],
      publicUrl: 'http://127.0.0.1:5173',
      pollMs: 60_000,
      log: test.app.log,
    });

    await clock(night);
    await dispatcher.runOnce(night);
    const [reminder] = await notificationsTo(db, [confirmed.id], 'game_reminder_day');
    if (!reminder) throw new Error('no reminder');
    const [delayed] = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, reminder.id));
    expect(delayed?.nextAttemptAt.toISOString()).toBe(morning.toISOString());
    const toPlayer = () => channel.sent.filter((message) => message.recipient.userId === confirmed.id);
    expect(toPlayer()).toEqual([]);

    const cancelAt = new Date(night.getTime() + 5 * MINUTE);
    const organizer = { id: game.organizerId, role: 'organizer' as const, sessionId: 'test' };
    await cancelGame(db, { hooks: gameHooks, actor: organizer, gameId: game.id, now: cancelAt });
    await dispatcher.runOnce(cancelAt);
    expect(toPlayer().map((message) => message.kind)).toEqual(['game_cancelled']);
    // The reminder of the game called off is taken back: the morning sends nothing more.
    await dispatcher.runOnce(morning);
    expect(toPlayer().map((message) => message.kind)).toEqual(['game_cancelled']);
  });

  it('a reminder waiting for the end of quiet hours is not sent once the player has left', async () => {
    const base = new Date(Date.now() + 50 * DAY);
    const night = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 19, 30));
    const morning = new Date(night.getTime() + 8 * HOUR + 30 * MINUTE);
    const kickOff = new Date(night.getTime() + DAY - 10 * MINUTE);
    const [leaving, staying] = [await player(), await player()];
    const game = await gameWith(kickOff, [{ userId: leaving.id }, { userId: staying.id }]);
    const channel = recordingChannel('push');
    const dispatcher = createNotificationDispatcher({
      db,
      channels: [channel],
      publicUrl: 'http://127.0.0.1:5173',
      pollMs: 60_000,
      log: test.app.log,
    });
    await clock(night);
    await dispatcher.runOnce(night);
    await leaveGame(db, {
      hooks: gameHooks,
      userId: leaving.id,
      gameId: game.id,
      now: new Date(night.getTime() + HOUR),
    });
    await dispatcher.runOnce(morning);
    const sentTo = channel.sent
      .filter((message) => message.kind === 'game_reminder_day')
      .map((message) => message.recipient.userId);
    expect(sentTo).toContain(staying.id);
    expect(sentTo).not.toContain(leaving.id);
    const [withdrawn] = await notificationsTo(db, [leaving.id], 'game_reminder_day');
    expect(withdrawn?.archivedAt).not.toBeNull();
  });
});
