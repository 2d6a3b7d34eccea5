import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import {
  type GameSeriesRow,
  gameRegistrations,
  games,
  ledgerEntries,
  notifications,
  seriesRegularDates,
  seriesRegulars,
  wallets,
} from '../../db/schema.js';
import { createVenue } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from '../games/testing/game-fixtures.js';
import { expectEveryBalanceToMatchItsLedger } from '../wallet/testing/wallet-fixtures.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { joinAsRegular } from './regulars/join-as-regular.js';
import { sayNotThisWeek } from './regulars/not-this-week.js';
import { insertSeries, seriesTestApp } from './testing/series-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
/**
 * The dates below moved on by whole weeks to the week ahead of today: a booking over HTTP is
 * checked against the real clock, and a game already played takes none (the weekdays stay).
 */
const WEEKS = Math.max(0, Math.ceil((Date.now() - Date.parse('2026-11-29T08:00:00Z')) / WEEK));
const shifted = (instant: string) => new Date(Date.parse(instant) + WEEKS * WEEK);
const dayOf = (date: string) => shifted(`${date}T00:00:00Z`).toISOString().slice(0, 10);

/** A Sunday, noon in Baku (29 November 2026 or weeks later): the series' first Tuesday at 20:00, DATE, is published. */
const NOW = shifted('2026-11-29T08:00:00Z');
const DATE = dayOf('2026-12-01');

describe.each(testDrivers())('regulars of a weekly game on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  beforeAll(async () => ({ test, db, organizer } = await seriesTestApp(driver)));
  afterAll(() => test.close());

  async function series(fields: Partial<GameSeriesRow> = {}): Promise<GameSeriesRow> {
    const venue = await createVenue(db, { pitchCount: 4 });
    return insertSeries(db, {
      organizerId: organizer.user.id,
      venueId: venue.id,
      startDate: dayOf('2026-11-30'),
      regularPlaces: 4,
      regularsCap: 6,
      regularsAutoAccept: true,
      ...fields,
    });
  }
  const regular = async (seriesId: string, balanceQepik: number) => {
    const player = await playerWithBalance(test.app, balanceQepik);
    await joinAsRegular(db, { hooks: gameHooks, userId: player.user.id, seriesId, now: NOW });
    return player;
  };
  const publish = (seriesId: string, now = NOW) =>
    publishDueOccurrences(db, { hooks: gameHooks, now, seriesId });
  const gameOf = async (seriesId: string) => {
    const [game] = await db.select().from(games).where(eq(games.seriesId, seriesId)).orderBy(games.startsAt);
    return game!;
  };
  const bookingsOf = (gameId: string, userId: string) =>
    db
      .select()
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.userId, userId)));
  const balanceOf = async (userId: string) =>
    Number((await db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balanceQepik ?? 0);
  const kindsFor = async (userId: string) =>
    (await db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);
  const dateState = async (seriesId: string, userId: string) =>
    (
      await db
        .select()
        .from(seriesRegularDates)
        .where(and(eq(seriesRegularDates.seriesId, seriesId), eq(seriesRegularDates.userId, userId)))
    )[0];

  it('books and charges each regular exactly once at publication, however often it runs, ledger equal to balances', async () => {
    const weekly = await series();
    const players = [await regular(weekly.id, 5000), await regular(weekly.id, 1000)];
    await Promise.all([publish(weekly.id), publish(weekly.id), publish(weekly.id)]);
    await publish(weekly.id, new Date(NOW.getTime() + HOUR));

    const game = await gameOf(weekly.id);
    expect(game.placesTaken).toBe(2);
    for (const player of players) {
      const bookings = await bookingsOf(game.id, player.user.id);
      expect(bookings.map((booking) => booking.status)).toEqual(['confirmed']);
      const payments = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, player.user.id), eq(ledgerEntries.kind, 'game_payment')));
      expect(payments).toHaveLength(1);
      expect(await kindsFor(player.user.id)).toEqual(['series_regular_booked']);
      expect((await dateState(weekly.id, player.user.id))?.state).toBe('booked');
    }
    // The first-game discount of the ordinary booking path applies to regulars too.
    const [first] = await bookingsOf(game.id, players[0]!.user.id);
    expect(await balanceOf(players[0]!.user.id)).toBe(5000 - first!.priceQepik);
    await expectEveryBalanceToMatchItsLedger(db);
  });

  it('holds the place of a regular whose balance is short for a top-up, never a free place, and tells them', async () => {
    const weekly = await series();
    const poor = await regular(weekly.id, 100);
    await publish(weekly.id);
    const game = await gameOf(weekly.id);
    const [booking] = await bookingsOf(game.id, poor.user.id);
    expect(booking).toMatchObject({ status: 'pending_payment', paidAt: null });
    expect(booking!.holdExpiresAt).not.toBeNull();
    expect(await balanceOf(poor.user.id)).toBe(100);
    expect(await kindsFor(poor.user.id)).toEqual(['series_regular_held']);
    expect((await dateState(weekly.id, poor.user.id))?.state).toBe('held');
  });

  it('"not this week" on a booked date refunds once and gives the place to the waitlist', async () => {
    const weekly = await series({ capacity: 2, regularPlaces: 1, regularsCap: 1 });
    const mine = await regular(weekly.id, 5000);
    await publish(weekly.id);
    const game = await gameOf(weekly.id);
    const other = await playerWithBalance(test.app, 5000);
    const waiting = await playerWithBalance(test.app, 5000);
    // Booked over HTTP, against the real clock: the game opens for booking now.
    await db
      .update(games)
      .set({ registrationOpensAt: new Date(Date.now() - HOUR) })
      .where(eq(games.id, game.id));
    expect((await register(test.app, other, game.id)).statusCode).toBe(201);
    expect((await register(test.app, waiting, game.id)).statusCode).toBe(201);
    expect((await bookingsOf(game.id, waiting.user.id))[0]?.status).toBe('waitlisted');

    const input = {
      userId: mine.user.id,
      seriesId: weekly.id,
      date: DATE,
      now: new Date(NOW.getTime() + HOUR),
      hooks: gameHooks,
    };
    await Promise.all([sayNotThisWeek(db, input), sayNotThisWeek(db, input)]);
    await sayNotThisWeek(db, input);

    expect(await balanceOf(mine.user.id)).toBe(5000);
    const refunds = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, mine.user.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect((await bookingsOf(game.id, waiting.user.id))[0]?.status).toBe('confirmed');
    expect((await dateState(weekly.id, mine.user.id))?.state).toBe('not_this_week');
    await expectEveryBalanceToMatchItsLedger(db);
  });

  it('"not this week" said before publication keeps the regular out; after the deadline it is refused', async () => {
    const weekly = await series();
    const resting = await regular(weekly.id, 5000);
    await sayNotThisWeek(db, {
      hooks: gameHooks,
      userId: resting.user.id,
      seriesId: weekly.id,
      date: DATE,
      now: NOW,
    });
    await publish(weekly.id);
    expect(await bookingsOf((await gameOf(weekly.id)).id, resting.user.id)).toEqual([]);

    const late = await regular(weekly.id, 5000);
    // The deadline is 24 hours before the 20:00 kick-off (16:00 UTC on 1 December).
    await expect(
      sayNotThisWeek(db, {
        hooks: gameHooks,
        userId: late.user.id,
        seriesId: weekly.id,
        date: DATE,
        now: shifted('2026-11-30T16:00:01Z'),
      }),
    ).rejects.toMatchObject({ code: 'series_not_this_week_closed' });
  });

  it('never lets parallel joins exceed the cap', async () => {
    const weekly = await series({ regularPlaces: 2, regularsCap: 3, publishDaysAhead: 1 });
    const players = await Promise.all(Array.from({ length: 8 }, () => signedInUser(test.app)));
    const answers = await Promise.all(
      players.map((player) =>
        test.app.inject({
          method: 'POST',
          url: `/api/v1/series/${weekly.id}/regulars`,
          headers: player.headers,
          payload: { consent: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 409, 409, 409, 409, 409,
    ]);
    const active = await db
      .select()
      .from(seriesRegulars)
      .where(and(eq(seriesRegulars.seriesId, weekly.id), eq(seriesRegulars.status, 'active')));
    expect(active).toHaveLength(3);
  });

  it('joining while a date is published books it too while a regular place is free', async () => {
    const weekly = await series({ regularPlaces: 1, regularsCap: 3 });
    await publish(weekly.id);
    const game = await gameOf(weekly.id);
    const first = await regular(weekly.id, 5000);
    const second = await regular(weekly.id, 5000);
    expect((await bookingsOf(game.id, first.user.id))[0]?.status).toBe('confirmed');
    expect(await bookingsOf(game.id, second.user.id)).toEqual([]);
  });

  it('leaves out the regulars the selection does not choose, each told one line of why', async () => {
    const weekly = await series({ regularPlaces: 2, regularsCap: 3 });
    const players = [
      await regular(weekly.id, 5000),
      await regular(weekly.id, 5000),
      await regular(weekly.id, 5000),
    ];
    await publish(weekly.id);
    const states = await Promise.all(players.map((player) => dateState(weekly.id, player.user.id)));
    expect(states.filter((state) => state?.state === 'booked')).toHaveLength(2);
    const [left] = states.filter((state) => state?.state === 'left_out');
    // None has played or sat out before: an exact tie, settled by the seeded draw.
    expect(left?.reason).toBe('draw');
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, left!.userId));
    expect(notice).toMatchObject({
      kind: 'series_regular_left_out',
      payload: expect.objectContaining({ reason: 'draw' }),
    });
  });

  it('a regular who missed the last game sits the next out, and loses the place at the misses allowed', async () => {
    const weekly = await series({ regularPlaces: 2, missesAllowed: 2 });
    const missing = await regular(weekly.id, 20_000);
    await publish(weekly.id);
    const first = await gameOf(weekly.id);
    await db
      .update(gameRegistrations)
      .set({ attendance: 'no_show' })
      .where(and(eq(gameRegistrations.gameId, first.id), eq(gameRegistrations.userId, missing.user.id)));
    const nextWeek = new Date(NOW.getTime() + 7 * 24 * HOUR);
    await publish(weekly.id, nextWeek);
    const [, second] = await db
      .select()
      .from(games)
      .where(eq(games.seriesId, weekly.id))
      .orderBy(games.startsAt);
    expect(await bookingsOf(second!.id, missing.user.id)).toEqual([]);
    const sat = await db
      .select()
      .from(seriesRegularDates)
      .where(
        and(eq(seriesRegularDates.userId, missing.user.id), eq(seriesRegularDates.date, dayOf('2026-12-08'))),
      );
    expect(sat[0]).toMatchObject({ state: 'missed_last', reason: 'missed_last' });

    // A second miss (a game they booked themselves) reaches the two allowed: the place is lost.
    await db.insert(gameRegistrations).values({
      gameId: second!.id,
      userId: missing.user.id,
      status: 'confirmed',
      paymentMethod: 'cash',
      priceQepik: 1000,
      attendance: 'no_show',
    });
    await publish(weekly.id, new Date(nextWeek.getTime() + 7 * 24 * HOUR));
    const [place] = await db
      .select()
      .from(seriesRegulars)
      .where(and(eq(seriesRegulars.seriesId, weekly.id), eq(seriesRegulars.userId, missing.user.id)));
    expect(place).toMatchObject({ status: 'removed', removal: 'misses' });
    expect(await kindsFor(missing.user.id)).toContain('series_regular_status');
  });

  it('only the organizer or an admin approves and removes; a player manages only their own place', async () => {
    const weekly = await series({ regularsAutoAccept: false });
    const asking = await signedInUser(test.app);
    const join = await test.app.inject({
      method: 'POST',
      url: `/api/v1/series/${weekly.id}/regulars`,
      headers: asking.headers,
      payload: { consent: true },
    });
    expect(join.statusCode).toBe(200);
    expect(join.json().me.status).toBe('pending');

    const stranger = await signedInUser(test.app, { role: 'organizer' });
    const player = await signedInUser(test.app);
    const approve = (who: SignedIn) =>
      test.app.inject({
        method: 'POST',
        url: `/api/v1/series/${weekly.id}/regulars/${asking.user.id}/approve`,
        headers: who.headers,
      });
    expect((await approve(stranger)).statusCode).toBe(403);
    expect((await approve(player)).statusCode).toBe(403);
    expect((await approve(asking)).statusCode).toBe(403);
    const remove = await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/series/${weekly.id}/regulars/${asking.user.id}`,
      headers: stranger.headers,
    });
    expect(remove.statusCode).toBe(403);
    const list = await test.app.inject({
      method: 'GET',
      url: `/api/v1/series/${weekly.id}/regulars`,
      headers: player.headers,
    });
    expect(list.statusCode).toBe(403);
    // A player who is not a regular has no place to say "not this week" for.
    const skip = await test.app.inject({
      method: 'PUT',
      url: `/api/v1/series/${weekly.id}/regulars/me/dates/${DATE}/not-this-week`,
      headers: player.headers,
    });
    expect(skip.statusCode).toBe(404);

    const approved = await approve(organizer);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().active.map((entry: { player: { id: string } }) => entry.player.id)).toEqual([
      asking.user.id,
    ]);
    expect(await kindsFor(asking.user.id)).toEqual(['series_regular_status']);
  });

  it('a player the organizer removed cannot ask again, and the organizer can take them back', async () => {
    const weekly = await series();
    await publish(weekly.id);
    const player = await regular(weekly.id, 5000);
    const asOrganizer = (method: 'POST' | 'DELETE' | 'GET', path: string) =>
      test.app.inject({
        method,
        url: `/api/v1/series/${weekly.id}/regulars${path}`,
        headers: organizer.headers,
      });

    expect((await asOrganizer('DELETE', `/${player.user.id}`)).statusCode).toBe(200);
    const list = (await asOrganizer('GET', '')).json();
    expect(list.active).toEqual([]);
    expect(list.removed).toEqual([
      expect.objectContaining({
        player: expect.objectContaining({ id: player.user.id }),
        removal: 'organizer',
      }),
    ]);
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/v1/series/${weekly.id}/regulars`,
      headers: player.headers,
      payload: { consent: true },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('series_regular_removed');

    const back = await asOrganizer('POST', `/${player.user.id}/approve`);
    expect(back.statusCode).toBe(200);
    expect(back.json().removed).toEqual([]);
    expect(back.json().active).toEqual([
      expect.objectContaining({
        player: expect.objectContaining({ id: player.user.id }),
        removal: null,
        misses: 0,
      }),
    ]);
    // Taken back, they are a regular again: the published date keeps (or gives) them a place.
    expect(
      (await bookingsOf((await gameOf(weekly.id)).id, player.user.id)).map((row) => row.status),
    ).toContain('confirmed');
    expect((await asOrganizer('POST', `/${player.user.id}/approve`)).statusCode).toBe(404);
  });

  it('the players’ page names a private regular by names and photo alone, and asks a visitor to sign in', async () => {
    const weekly = await series();
    const hidden = await signedInUser(test.app, {
      profileVisibility: 'private',
      jerseyNumber: 9,
      primaryPosition: 'striker',
    });
    await joinAsRegular(db, { hooks: gameHooks, userId: hidden.user.id, seriesId: weekly.id, now: NOW });
    const viewer = await signedInUser(test.app);
    const page = (headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'GET', url: `/api/v1/series/${weekly.id}/page`, headers });

    const seen = await page(viewer.headers);
    expect(seen.statusCode).toBe(200);
    const shown = seen.json().regulars as Record<string, unknown>[];
    expect(shown).toEqual([
      {
        id: hidden.user.id,
        first_name: hidden.user.firstName,
        last_name: hidden.user.lastName,
        photo_url: null,
      },
    ]);
    // Nothing of the private profile travels in the answer: no position, number, rating or email.
    const body = seen.body;
    for (const secret of [hidden.user.email, 'striker', 'jersey', 'rating'])
      expect(body).not.toContain(String(secret));
    expect((await page()).statusCode).toBe(401);
  });

  it('refuses a join without consent, and a series with no regular places', async () => {
    const closed = await series({ regularPlaces: 0, regularsCap: 0 });
    const player = await signedInUser(test.app);
    const noConsent = await test.app.inject({
      method: 'POST',
      url: `/api/v1/series/${closed.id}/regulars`,
      headers: player.headers,
      payload: { consent: false },
    });
    expect(noConsent.statusCode).toBe(400);
    const join = await test.app.inject({
      method: 'POST',
      url: `/api/v1/series/${closed.id}/regulars`,
      headers: player.headers,
      payload: { consent: true },
    });
    expect(join.json()).toMatchObject({ code: 'series_regulars_closed' });
  });
});
