import type { Series } from '@oyna/shared';
import { dateIn, kickOffOn } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { gameSeries, gameSeriesPlannedChanges, games, notifications, venues } from '../../db/schema.js';
import { createVenue } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { insertSeries, seriesTestApp } from './testing/series-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const bakuDate = (days: number) => dateIn('Asia/Baku', new Date(Date.now() + days * DAY));
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const at = (time: string, date: string) => kickOffOn({ timeZone: 'Asia/Baku', time }, date);

describe.each(testDrivers())('planned changes of a weekly series on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  beforeAll(async () => ({ test, db, organizer } = await seriesTestApp(driver)));
  afterAll(() => test.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, who: SignedIn, payload?: object) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, 'accept-language': 'en' },
      ...(payload && { payload }),
    });

  /** The series' weekday is two days ahead: that date is published; a week later is the next to publish. */
  const published = bakuDate(2);
  const next = bakuDate(9);
  const between = bakuDate(16);
  const far = bakuDate(23);
  async function runningSeries() {
    const venue = await createVenue(db, { pitchCount: 2 });
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId: venue.id,
      startDate: bakuDate(-6),
      weekdays: [isoWeekday(published)],
    });
    await publishDueOccurrences(db, { hooks: gameHooks, now: new Date(), seriesId: series.id });
    return { series, venue };
  }
  /** Every date up to four weeks ahead comes into the window in one round. */
  async function publishFourWeeks(seriesId: string, now = new Date(Date.now() + HOUR)) {
    await db.update(gameSeries).set({ publishDaysAhead: 28 }).where(eq(gameSeries.id, seriesId));
    return publishDueOccurrences(db, { hooks: gameHooks, now, seriesId });
  }
  const gameOn = async (seriesId: string, date: string) => {
    const rows = await db.select().from(games).where(eq(games.seriesId, seriesId));
    return rows.filter((game) => dateIn('Asia/Baku', game.startsAt) === date);
  };
  const plannedOf = (seriesId: string) =>
    db.select().from(gameSeriesPlannedChanges).where(eq(gameSeriesPlannedChanges.seriesId, seriesId));

  it('keeps a change from beyond the next date to publish as planned: nothing changes yet, the dates to come show the terms they will have', async () => {
    const { series } = await runningSeries();
    const planned = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: far,
      price: 9,
      kick_off_time: '21:00',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const body = planned.json<Series>();
    expect(body).toMatchObject({ price: 10, kick_off_time: '20:00' });
    expect(body.planned_changes).toEqual([{ from_date: far, price: 9, kick_off_time: '21:00' }]);
    const upcoming = (date: string) => body.upcoming.find((one) => one.date === date);
    expect(upcoming(between)).toMatchObject({ starts_at: at('20:00', between).toISOString(), price: 10 });
    expect(upcoming(far)).toMatchObject({
      state: 'scheduled',
      starts_at: at('21:00', far).toISOString(),
      price: 9,
    });

    // A second change for the same date is laid over the first.
    const again = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: far,
      capacity: 16,
    });
    expect(again.json<Series>().planned_changes).toEqual([
      { from_date: far, price: 9, kick_off_time: '21:00', capacity: 16 },
    ]);
    const [row] = await db.select().from(gameSeries).where(eq(gameSeries.id, series.id));
    expect(row).toMatchObject({ priceQepik: 1000, kickOffTime: '20:00', capacity: 14 });

    // Checked at once, as a change made now is: a price outside the kind's range is refused.
    const wrong = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: bakuDate(30),
      price: 1000,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { price: expect.any(String) } });
    expect(await plannedOf(series.id)).toHaveLength(1);
  });

  it('applies a planned change before its date is published: that game has the new price and time, the dates before keep the old ones', async () => {
    const { series } = await runningSeries();
    const planned = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: far,
      price: 9,
      kick_off_time: '21:00',
    });
    expect(planned.statusCode, planned.body).toBe(200);

    const tally = await publishFourWeeks(series.id);
    expect(tally.plannedApplied).toBe(1);
    for (const date of [next, between])
      expect(await gameOn(series.id, date)).toMatchObject([
        { priceQepik: 1000, startsAt: at('20:00', date) },
      ]);
    expect(await gameOn(series.id, far)).toMatchObject([{ priceQepik: 900, startsAt: at('21:00', far) }]);
    const [row] = await db.select().from(gameSeries).where(eq(gameSeries.id, series.id));
    expect(row).toMatchObject({ priceQepik: 900, kickOffTime: '21:00' });
    expect(await plannedOf(series.id)).toEqual([]);
  });

  it('applies a planned change once when two publishers run at the same time', async () => {
    const { series } = await runningSeries();
    await call('PATCH', `/series/${series.id}/terms`, organizer, { from_date: far, price: 11 });
    await db.update(gameSeries).set({ publishDaysAhead: 28 }).where(eq(gameSeries.id, series.id));
    const now = new Date(Date.now() + HOUR);
    const rounds = await Promise.all([
      publishDueOccurrences(db, { hooks: gameHooks, now, seriesId: series.id }),
      publishDueOccurrences(db, { hooks: gameHooks, now, seriesId: series.id }),
    ]);
    expect(rounds[0].plannedApplied + rounds[1].plannedApplied).toBe(1);
    expect(await gameOn(series.id, far)).toMatchObject([{ priceQepik: 1100 }]);
    expect(await gameOn(series.id, between)).toMatchObject([{ priceQepik: 1000 }]);
  });

  it('drops a planned change that can no longer apply and tells the organizer; the date is published on the terms it had', async () => {
    const { series, venue } = await runningSeries();
    const otherVenue = await createVenue(db, { pitchCount: 2 });
    const planned = await call('PATCH', `/series/${series.id}/terms`, organizer, {
      from_date: far,
      venue_id: otherVenue.id,
      price: 12,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<Series>().planned_changes).toMatchObject([
      { venue: { id: otherVenue.id }, price: 12 },
    ]);
    // The venue it moves to closes before the date comes.
    await db.update(venues).set({ deactivatedAt: new Date() }).where(eq(venues.id, otherVenue.id));

    const tally = await publishFourWeeks(series.id);
    expect(tally.plannedApplied).toBe(0);
    expect(tally.refusals).toContainEqual({ seriesId: series.id, date: far, problem: 'venue_inactive' });
    expect(await gameOn(series.id, far)).toMatchObject([{ venueId: venue.id, priceQepik: 1000 }]);
    expect(await plannedOf(series.id)).toEqual([]);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, organizer.user.id), eq(notifications.kind, 'series_date_refused')));
    expect(told.map((notice) => notice.payload)).toContainEqual(
      expect.objectContaining({ series_id: series.id, planned_change_from: far, problem: 'venue_inactive' }),
    );
  });

  it('lets only the organizer or an admin cancel a planned change; a cancelled one never applies', async () => {
    const { series } = await runningSeries();
    await call('PATCH', `/series/${series.id}/terms`, organizer, { from_date: far, price: 9 });
    const url = `/series/${series.id}/planned-changes/${far}`;
    const otherOrganizer = await signedInUser(test.app, { role: 'organizer' });
    const player = await signedInUser(test.app);
    expect((await call('DELETE', url, otherOrganizer)).statusCode).toBe(403);
    expect((await call('DELETE', url, player)).statusCode).toBe(403);
    expect(await plannedOf(series.id)).toHaveLength(1);

    const missing = await call('DELETE', `/series/${series.id}/planned-changes/${between}`, organizer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'series_planned_change_not_found' });
    expect((await call('DELETE', url, organizer)).statusCode).toBe(204);
    expect((await call('GET', `/series/${series.id}`, organizer)).json<Series>().planned_changes).toEqual([]);

    await publishFourWeeks(series.id);
    expect(await gameOn(series.id, far)).toMatchObject([{ priceQepik: 1000 }]);

    const admin = await signedInUser(test.app, { role: 'admin' });
    await call('PATCH', `/series/${series.id}/terms`, organizer, { from_date: bakuDate(51), price: 9 });
    const byAdmin = await call('DELETE', `/series/${series.id}/planned-changes/${bakuDate(51)}`, admin);
    expect(byAdmin.statusCode).toBe(204);
  });

  it('ending a series drops its planned changes', async () => {
    const { series } = await runningSeries();
    await call('PATCH', `/series/${series.id}/terms`, organizer, { from_date: far, price: 9 });
    const ended = await call('POST', `/series/${series.id}/end`, organizer);
    expect(ended.json<Series>().planned_changes).toEqual([]);
    expect(await plannedOf(series.id)).toEqual([]);
  });
});
