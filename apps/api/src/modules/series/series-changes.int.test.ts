import type { Series, SeriesPage, SeriesStats } from '@oyna/shared';
import { dateIn, kickOffOn } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import {
  gameRegistrations,
  gameSeries,
  gameSeriesDates,
  games,
  notifications,
  seriesRegularDates,
  seriesRegulars,
} from '../../db/schema.js';
import { createVenue } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { leaveGame } from '../games/leave-game.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from '../games/testing/game-fixtures.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { insertSeries, seriesTestApp } from './testing/series-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const bakuDate = (days: number) => dateIn('Asia/Baku', new Date(Date.now() + days * DAY));
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const at = (time: string, date: string) => kickOffOn({ timeZone: 'Asia/Baku', time }, date);

describe.each(testDrivers())('changing a weekly series on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  beforeAll(async () => ({ test, db, organizer } = await seriesTestApp(driver)));
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: SignedIn, payload?: object) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });

  /** Two days ahead: the series' weekday. Past (-5), this week's (+2) and next week's (+9) dates published. */
  const nextDate = bakuDate(2);
  const pastDate = bakuDate(-5);
  const laterDate = bakuDate(9);
  async function runningSeries(pitchCount = 4) {
    const venue = await createVenue(db, { pitchCount });
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId: venue.id,
      startDate: bakuDate(-20),
      weekdays: [isoWeekday(nextDate)],
    });
    for (const days of [-7, 0, 7])
      await publishDueOccurrences(db, {
        hooks: gameHooks,
        now: new Date(Date.now() + days * DAY),
        seriesId: series.id,
      });
    // Next week's date was published "in a week": its booking opens now, for the tests to book it.
    await db.update(games).set({ registrationOpensAt: new Date() }).where(eq(games.seriesId, series.id));
    const dated = await db.select().from(gameSeriesDates).where(eq(gameSeriesDates.seriesId, series.id));
    const gameOn = (date: string) => dated.find((row) => row.date === date)!.gameId!;
    return { series, venue, past: gameOn(pastDate), next: gameOn(nextDate), later: gameOn(laterDate) };
  }
  const gameRow = async (id: string) => (await db.select().from(games).where(eq(games.id, id)))[0]!;
  const bookingOf = async (gameId: string, userId: string) =>
    (
      await db
        .select()
        .from(gameRegistrations)
        .where(and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.userId, userId)))
    )[0]!;

  it('"this and the following" changes the published games from its date and the series, never the past', async () => {
    const { series, past, next, later } = await runningSeries();
    const changed = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: bakuDate(0),
      kick_off_time: '21:30',
      price: 12,
      capacity: 16,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Series>()).toMatchObject({ kick_off_time: '21:30', price: 12, capacity: 16 });
    for (const [id, date] of [
      [next, nextDate],
      [later, laterDate],
    ] as const) {
      expect(await gameRow(id)).toMatchObject({
        startsAt: at('21:30', date),
        priceQepik: 1200,
        capacity: 16,
      });
    }
    expect(await gameRow(past)).toMatchObject({
      startsAt: at('20:00', pastDate),
      priceQepik: 1000,
      capacity: 14,
    });

    const backwards = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: bakuDate(-1),
      price: 9,
    });
    expect(backwards.json()).toMatchObject({ code: 'series_date_past' });
    await db
      .update(gameSeries)
      .set({ endDate: bakuDate(40) })
      .where(eq(gameSeries.id, series.id));
    const afterEnd = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: bakuDate(41),
      price: 9,
    });
    expect(afterEnd.json()).toMatchObject({ code: 'series_change_after_end' });
  });

  it('a new time tells the booked players and lets them leave late without penalty; a new price keeps the usual rules', async () => {
    const { series, next, later } = await runningSeries();
    const movedPlayer = await playerWithBalance(test.app, 5_000);
    const keptPlayer = await playerWithBalance(test.app, 5_000);
    expect((await register(test.app, movedPlayer, next)).statusCode).toBe(201);

    // The time changes from this week's date on; then the price from next week's.
    const retimed = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: nextDate,
      kick_off_time: '19:00',
    });
    expect(retimed.statusCode, retimed.body).toBe(200);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, movedPlayer.user.id), eq(notifications.kind, 'game_changed')));
    expect(told).toHaveLength(1);

    // Booked after the change: the game they booked is the one that runs.
    expect((await register(test.app, keptPlayer, later)).statusCode).toBe(201);
    const repriced = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: laterDate,
      price: 11,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await bookingOf(later, keptPlayer.user.id)).status).toBe('confirmed');

    // Both leave an hour before kick-off, within the late window.
    const nextGame = await gameRow(next);
    await leaveGame(db, {
      hooks: gameHooks,
      userId: movedPlayer.user.id,
      gameId: next,
      now: new Date(nextGame.startsAt.getTime() - HOUR),
    });
    expect(await bookingOf(next, movedPlayer.user.id)).toMatchObject({
      status: 'cancelled',
      leftLate: false,
    });
    const wallet = await test.app.inject({
      method: 'GET',
      url: '/api/v1/wallet',
      headers: movedPlayer.headers,
    });
    expect(wallet.json()).toMatchObject({ balance: 50 });

    const keptPrice = (await bookingOf(later, keptPlayer.user.id)).priceQepik;
    expect(keptPrice).toBeGreaterThan(0);
    const laterGame = await gameRow(later);
    await leaveGame(db, {
      hooks: gameHooks,
      userId: keptPlayer.user.id,
      gameId: later,
      now: new Date(laterGame.startsAt.getTime() - HOUR),
    });
    expect(await bookingOf(later, keptPlayer.user.id)).toMatchObject({ status: 'cancelled', leftLate: true });
    const keptWallet = await test.app.inject({
      method: 'GET',
      url: '/api/v1/wallet',
      headers: keptPlayer.headers,
    });
    // Late and no one took the place: nothing comes back.
    expect(keptWallet.json()).toMatchObject({ balance: (5_000 - keptPrice) / 100 });
  });

  it('new days, venue and length from a date: a published game on a day dropped is cancelled and refunded, one kept moves to the new venue and length, the new day is scheduled', async () => {
    const { series, next, later } = await runningSeries();
    const player = await playerWithBalance(test.app, 5_000);
    expect((await register(test.app, player, next)).statusCode).toBe(201);
    const otherVenue = await createVenue(db, { pitchCount: 4 });
    // From next week on: the series' own day, the day after it, at another venue, for an hour.
    const otherDay = (isoWeekday(laterDate) % 7) + 1;
    const changed = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: laterDate,
      weekdays: [isoWeekday(laterDate), otherDay],
      venue_id: otherVenue.id,
      duration_minutes: 60,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json<Series>();
    expect(body).toMatchObject({ venue: { id: otherVenue.id }, duration_minutes: 60 });
    expect([...body.weekdays].sort()).toEqual([isoWeekday(laterDate), otherDay].sort());
    expect(body.upcoming.some((date) => date.date === bakuDate(10) && date.state === 'scheduled')).toBe(true);
    // This week's game is before the change and stays; next week's follows it.
    expect(await gameRow(next)).toMatchObject({ venueId: series.venueId, durationMinutes: 90 });
    expect(await gameRow(later)).toMatchObject({
      venueId: otherVenue.id,
      durationMinutes: 60,
      status: 'open',
    });

    // Then the series' own day is dropped from this week on: its game is cancelled, the booking refunded.
    const dropped = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: nextDate,
      weekdays: [otherDay],
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await gameRow(next)).toMatchObject({ status: 'cancelled' });
    expect(await bookingOf(next, player.user.id)).toMatchObject({ status: 'cancelled' });
    const wallet = await test.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: player.headers });
    expect(wallet.json()).toMatchObject({ balance: 50 });
  });

  it('moves one date: its row stays taken so it is never published again, and a pitch clash is refused', async () => {
    const { series, venue, next } = await runningSeries(1);
    const player = await playerWithBalance(test.app, 5_000);
    expect((await register(test.app, player, next)).statusCode).toBe(201);
    const movedTo = at('18:00', bakuDate(3));
    const moved = await call('POST', `/series/${series.id}/dates/${nextDate}/move`, organizer, {
      starts_at: movedTo.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Series>().upcoming.find((date) => date.date === nextDate)).toMatchObject({
      state: 'published',
      game_id: next,
      starts_at: movedTo.toISOString(),
    });
    expect((await gameRow(next)).movedAt).not.toBeNull();
    await publishDueOccurrences(db, { hooks: gameHooks, now: new Date(), seriesId: series.id });
    const seriesGames = await db.select().from(games).where(eq(games.seriesId, series.id));
    expect(seriesGames).toHaveLength(3);

    // Another organizer's game takes the one pitch at 16:00 on that day.
    const blockerStart = at('16:00', bakuDate(3));
    await db.insert(games).values({
      venueId: venue.id,
      organizerId: organizer.user.id,
      title: 'Başqa oyun',
      startsAt: blockerStart,
      durationMinutes: 90,
      format: '7x7',
      capacity: 14,
      kind: 'regular',
      priceQepik: 1000,
      registrationOpensAt: new Date(),
    });
    const clash = await call('POST', `/series/${series.id}/dates/${nextDate}/move`, organizer, {
      starts_at: blockerStart.toISOString(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'venue_pitches_taken' });
    expect((await gameRow(next)).startsAt).toEqual(movedTo);

    const unpublished = await call('POST', `/series/${series.id}/dates/${bakuDate(16)}/move`, organizer, {
      starts_at: at('20:00', bakuDate(17)).toISOString(),
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
  });

  it('moves a date not yet published: listed at its new kick-off, published once by it, never at the old one', async () => {
    const { series } = await runningSeries();
    const date = bakuDate(16);
    const movedTo = at('19:00', bakuDate(17));
    const url = `/series/${series.id}/dates/${date}/move`;
    const moved = await call('POST', url, organizer, { starts_at: movedTo.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Series>().upcoming.find((one) => one.date === date)).toMatchObject({
      state: 'scheduled',
      starts_at: movedTo.toISOString(),
      game_id: null,
      moved: true,
    });
    // Moved again before publication: the last kick-off holds, and players see it on the series' page.
    const later = at('21:00', bakuDate(17));
    expect((await call('POST', url, organizer, { starts_at: later.toISOString() })).statusCode).toBe(200);
    const player = await signedInUser(test.app);
    const page = await call('GET', `/series/${series.id}/page`, player);
    expect(page.json<SeriesPage>().upcoming.find((one) => one.date === date)).toMatchObject({
      state: 'scheduled',
      starts_at: later.toISOString(),
    });
    // A regular says "not this week" for the moved date as for any date still to be published.
    await db
      .insert(seriesRegulars)
      .values({ seriesId: series.id, userId: player.user.id, status: 'active', consentedAt: new Date() });
    const skipping = await call(
      'PUT',
      `/series/${series.id}/regulars/me/dates/${date}/not-this-week`,
      player,
    );
    expect(skipping.statusCode, skipping.body).toBe(200);

    // Two rounds at once, when the new kick-off is within the window: one game, at the new time.
    const soon = new Date(later.getTime() - 3 * DAY);
    await Promise.all([
      publishDueOccurrences(db, { hooks: gameHooks, now: soon, seriesId: series.id }),
      publishDueOccurrences(db, { hooks: gameHooks, now: soon, seriesId: series.id }),
    ]);
    const [row] = await db
      .select()
      .from(gameSeriesDates)
      .where(and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, date)));
    expect(row).toMatchObject({ state: 'published' });
    const published = await db.select().from(games).where(eq(games.seriesId, series.id));
    expect(published.filter((game) => game.startsAt.getTime() === later.getTime())).toHaveLength(1);
    expect(published.filter((game) => game.startsAt.getTime() === at('20:00', date).getTime())).toHaveLength(
      0,
    );
    expect(published.find((game) => game.id === row?.gameId)?.startsAt).toEqual(later);
  });

  it('refuses to move a skipped date or to a time gone by; a moved date can be skipped, and a day dropped from the schedule takes it with it', async () => {
    const { series } = await runningSeries();
    const skippedDate = bakuDate(16);
    expect((await call('POST', `/series/${series.id}/dates/${skippedDate}/skip`, organizer)).statusCode).toBe(
      200,
    );
    const skipped = await call('POST', `/series/${series.id}/dates/${skippedDate}/move`, organizer, {
      starts_at: at('19:00', skippedDate).toISOString(),
    });
    expect(skipped.json()).toMatchObject({ code: 'series_date_skipped' });

    const date = bakuDate(23);
    const gone = await call('POST', `/series/${series.id}/dates/${date}/move`, organizer, {
      starts_at: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ fields: { starts_at: expect.any(String) } });

    const movedTo = at('18:00', bakuDate(24));
    const moved = await call('POST', `/series/${series.id}/dates/${date}/move`, organizer, {
      starts_at: movedTo.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const skipMoved = await call('POST', `/series/${series.id}/dates/${date}/skip`, organizer);
    expect(skipMoved.json<Series>().upcoming.find((one) => one.date === date)).toMatchObject({
      state: 'skipped',
      moved: false,
    });

    const date2 = bakuDate(30);
    await call('POST', `/series/${series.id}/dates/${date2}/move`, organizer, {
      starts_at: at('18:00', bakuDate(31)).toISOString(),
    });
    // From next week on the series plays the day after its own: the moved date's day is gone.
    const dropped = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: laterDate,
      weekdays: [(isoWeekday(laterDate) % 7) + 1],
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const rows = await db
      .select()
      .from(gameSeriesDates)
      .where(and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, date2)));
    expect(rows).toEqual([]);
  });

  it('counts fill rate, attendance, regulars, revenue and cancelled dates per date and for the series', async () => {
    const { series, next, later } = await runningSeries();
    const regular = await playerWithBalance(test.app, 5_000);
    const other = await playerWithBalance(test.app, 5_000);
    const lateLeaver = await playerWithBalance(test.app, 5_000);
    const earlyLeaver = await playerWithBalance(test.app, 5_000);
    for (const player of [regular, other, lateLeaver, earlyLeaver])
      expect((await register(test.app, player, next)).statusCode).toBe(201);
    // Revenue is the money the date kept: a late leave keeps its payment, an early one is refunded.
    const nextGame = await gameRow(next);
    await leaveGame(db, { hooks: gameHooks, userId: earlyLeaver.user.id, gameId: next });
    await leaveGame(db, {
      hooks: gameHooks,
      userId: lateLeaver.user.id,
      gameId: next,
      now: new Date(nextGame.startsAt.getTime() - HOUR),
    });
    const kept = (await bookingOf(next, lateLeaver.user.id)).priceQepik;
    expect(await bookingOf(next, lateLeaver.user.id)).toMatchObject({ status: 'cancelled', leftLate: true });
    // `regular` was booked as a regular of that date and has left the series since; `other` became
    // a regular only after playing it as anyone else: the date's regulars are those it booked.
    await db.insert(seriesRegulars).values([
      { seriesId: series.id, userId: regular.user.id, status: 'left', consentedAt: new Date() },
      { seriesId: series.id, userId: other.user.id, status: 'active', consentedAt: new Date() },
    ]);
    await db.insert(seriesRegularDates).values({
      seriesId: series.id,
      userId: regular.user.id,
      date: nextDate,
      state: 'booked',
      gameId: next,
    });
    await db
      .update(gameRegistrations)
      .set({ attendance: 'attended' })
      .where(and(eq(gameRegistrations.gameId, next), eq(gameRegistrations.status, 'confirmed')));
    await db
      .update(gameRegistrations)
      .set({ attendance: 'no_show' })
      .where(and(eq(gameRegistrations.gameId, next), eq(gameRegistrations.userId, other.user.id)));
    expect((await call('POST', `/series/${series.id}/dates/${laterDate}/skip`, organizer)).statusCode).toBe(
      200,
    );

    const paid =
      (
        await db
          .select()
          .from(gameRegistrations)
          .where(and(eq(gameRegistrations.gameId, next), eq(gameRegistrations.status, 'confirmed')))
      ).reduce((sum, booking) => sum + booking.priceQepik, 0) + kept;
    const stats = await call('GET', `/series/${series.id}/stats`, organizer);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json<SeriesStats>();
    expect(body.occurrences.map((occurrence) => occurrence.date)).toEqual([laterDate, nextDate, pastDate]);
    expect(body.occurrences[1]).toMatchObject({
      game_id: next,
      capacity: 14,
      taken: 2,
      fill_rate: 0.14,
      attended: 1,
      regulars_attended: 1,
      revenue: paid / 100,
    });
    expect(body.occurrences[0]).toMatchObject({ game_id: later, status: 'cancelled', revenue: 0 });
    expect(body).toMatchObject({
      fill_rate: 0.07,
      regular_attendance: 1,
      revenue: paid / 100,
      cancelled: 1,
      cancelled_rate: 0.33,
    });
  });

  it('lets only the series’ organizer or an admin change, move, pause, skip or count it', async () => {
    const { series } = await runningSeries();
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    const player = await signedInUser(test.app);
    const attempts: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['PATCH', `/series/${series.id}/terms`, { from_date: bakuDate(0), price: 11 }],
      [
        'POST',
        `/series/${series.id}/dates/${nextDate}/move`,
        { starts_at: at('18:00', bakuDate(3)).toISOString() },
      ],
      ['GET', `/series/${series.id}/stats`],
      ['PATCH', `/series/${series.id}/status`, { status: 'paused' }],
      ['POST', `/series/${series.id}/dates/${nextDate}/skip`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, otherOrganizer, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, player, payload)).statusCode, url).toBe(403);
    }
    expect((await gameRow((await runningSeries()).next)).status).toBe('open');
    const admin = await signedInUser(test.app, { role: 'admin' });
    expect((await call('GET', `/series/${series.id}/stats`, admin)).statusCode).toBe(200);
  });
});
