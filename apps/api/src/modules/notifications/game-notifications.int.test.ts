import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { type GameRow, gameRegistrations, payments } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { playedGame, postResult, resultBody } from '../results/testing/result-fixtures.js';
import { sidesRequest } from '../sides/testing/side-fixtures.js';
import { settlePayment } from '../wallet/settle-payment.js';
import { notificationsTo } from './testing/notification-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDrivers())('notifications about games, results and the wallet on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db;
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  const ids = (players: readonly SignedIn[]) => players.map((player) => player.user.id);
  const recipients = async (players: readonly SignedIn[], kind: Parameters<typeof notificationsTo>[2]) =>
    (await notificationsTo(db, ids(players), kind)).map((row) => row.userId).sort();

  /** A game run by `organizer` at `startsAt` with these bookings (the organizer may book too). */
  async function bookedGame(
    startsAt: Date,
    bookings: [SignedIn, 'confirmed' | 'waitlisted' | 'cancelled'][],
  ): Promise<GameRow> {
    const game = await createGame(db, {
      organizerId: organizer.user.id,
      startsAt,
      placesTaken: bookings.filter(([, status]) => status === 'confirmed').length,
    });
    for (const [player, status] of bookings)
      await db.insert(gameRegistrations).values({
        gameId: game.id,
        userId: player.user.id,
        status,
        paymentMethod: 'cash',
        priceQepik: game.priceQepik,
      });
    return game;
  }

  const patchGame = (gameId: string, payload: object) =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/v1/games/${gameId}`,
      headers: { ...organizer.headers, 'accept-language': 'en' },
      payload,
    });

  it('a new time or venue is told to every booked player but the organizer, once per change', async () => {
    const [confirmed, waitlisted, cancelled] = [
      await signedInUser(test.app),
      await signedInUser(test.app),
      await signedInUser(test.app),
    ];
    const everyone = [confirmed, waitlisted, cancelled, organizer];
    const startsAt = new Date(Math.ceil((Date.now() + 5 * DAY) / HOUR) * HOUR);
    const game = await bookedGame(startsAt, [
      [confirmed, 'confirmed'],
      [waitlisted, 'waitlisted'],
      [cancelled, 'cancelled'],
      [organizer, 'confirmed'],
    ]);

    expect((await patchGame(game.id, { title: 'Yeni ad' })).statusCode).toBe(200);
    expect(await notificationsTo(db, ids(everyone), 'game_changed')).toEqual([]);

    const moved = new Date(startsAt.getTime() + 2 * HOUR).toISOString();
    const first = await patchGame(game.id, { starts_at: moved });
    expect(first.statusCode, first.body).toBe(200);
    expect((await patchGame(game.id, { starts_at: moved })).statusCode).toBe(200);
    const told = await notificationsTo(db, ids(everyone), 'game_changed');
    expect(told.map((row) => row.userId).sort()).toEqual(ids([confirmed, waitlisted]).sort());
    expect(told[0]?.payload).toMatchObject({
      game_id: game.id,
      title: 'Yeni ad',
      starts_at: moved,
      previous_starts_at: startsAt.toISOString(),
      previous_venue: null,
    });
    expect(told[0]?.urgent).toBe(false);
  });

  it('a change within a day of kick-off is urgent', async () => {
    const player = await signedInUser(test.app);
    const startsAt = new Date(Math.ceil((Date.now() + 10 * HOUR) / HOUR) * HOUR);
    const game = await bookedGame(startsAt, [[player, 'confirmed']]);
    const response = await patchGame(game.id, {
      starts_at: new Date(startsAt.getTime() + 3 * DAY).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [told] = await notificationsTo(db, ids([player]), 'game_changed');
    expect(told?.urgent).toBe(true);
  });

  it('sides are told to each player in them once, not to the organizer who made them', async () => {
    const players = [
      await signedInUser(test.app),
      await signedInUser(test.app),
      await signedInUser(test.app),
    ];
    const game = await bookedGame(new Date(Date.now() + 2 * DAY), [
      ...players.map((player) => [player, 'confirmed'] as [SignedIn, 'confirmed']),
      [organizer, 'confirmed'],
    ]);
    for (const seed of [1, 2]) {
      const response = await sidesRequest(test.app, organizer, game.id, 'POST', { sides: 2, seed });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await recipients([...players, organizer], 'sides_published')).toEqual(ids(players).sort());
  });

  it('a result tells those who played that the vote is open and their rating moved, once', async () => {
    const others = [await signedInUser(test.app), await signedInUser(test.app), await signedInUser(test.app)];
    const absent = await signedInUser(test.app);
    const players = [organizer, ...others, absent];
    const { game } = await playedGame(test.app, { organizer, players });
    const body = resultBody(players, [2, 1], { lines: { 4: { attended: false } } });
    const before = Date.now();
    const response = await postResult(test.app, organizer, game.id, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await postResult(test.app, organizer, game.id, body)).statusCode).toBe(200);

    const recorded = await notificationsTo(db, ids(players), 'result_recorded');
    expect(recorded.map((row) => row.userId).sort()).toEqual(ids(others).sort());
    const closes = Date.parse(String(recorded[0]?.payload['vote_closes_at']));
    expect(closes).toBeGreaterThanOrEqual(before + DAY);
    expect(closes).toBeLessThan(Date.now() + DAY + 1);

    const ratings = await notificationsTo(db, ids(players), 'rating_changed');
    expect(ratings.map((row) => row.userId).sort()).toEqual(ids(others).sort());
    for (const row of ratings) expect(row.payload['before']).not.toBe(row.payload['after']);
  });

  it('a top-up credited or failed is told once per payment, however often the provider reports it', async () => {
    const player = await signedInUser(test.app);
    const payment = async () => {
      const [row] = await db
        .insert(payments)
        .values({
          userId: player.user.id,
          provider: 'sandbox',
          amountQepik: 2500,
          idempotencyKey: crypto.randomUUID(),
          expiresAt: new Date(Date.now() + HOUR),
        })
        .returning();
      if (!row) throw new Error('no payment');
      return row;
    };
    const report = (paymentId: string, status: 'succeeded' | 'failed') => ({
      paymentId,
      status,
      amountQepik: 2500,
      providerPaymentId: null,
      cardMask: null,
      failureReason: status === 'failed' ? 'declined' : null,
    });
    const [paid, failed] = [await payment(), await payment()];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await settlePayment(db, {
        provider: 'sandbox',
        report: report(paid.id, 'succeeded'),
        events: test.app.walletEvents,
      });
      await settlePayment(db, {
        provider: 'sandbox',
        report: report(failed.id, 'failed'),
        events: test.app.walletEvents,
      });
    }
    const credited = await notificationsTo(db, ids([player]), 'topup_credited');
    expect(credited.map((row) => row.payload)).toEqual([{ amount_qepik: 2500, balance_qepik: 2500 }]);
    const failures = await notificationsTo(db, ids([player]), 'topup_failed');
    expect(failures.map((row) => row.payload)).toEqual([{ amount_qepik: 2500 }]);
  });
});
