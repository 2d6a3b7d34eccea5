import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../db/database.js';
import { gameSeriesDates, games, notifications } from '../../db/schema.js';
import { createGame, createUser, createVenue } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { createPostgresTestDatabase, testDrivers } from '../../test/test-databases.js';
import type { SignedIn } from '../games/testing/game-fixtures.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { insertSeries, seriesTestApp } from './testing/series-fixtures.js';
import { gameHooks } from '../../module-hooks.js';

/** Sunday 29 November 2026, noon in Baku: the series' first Tuesday is 1 December. */
const NOW = new Date('2026-11-29T08:00:00Z');
const DAY = 86_400_000;

describe.each(testDrivers())('publishing the games of a weekly series on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let organizer: SignedIn;
  beforeAll(async () => ({ test, db, organizer } = await seriesTestApp(driver)));
  afterAll(() => test.close());

  const venue = (pitchCount = 2) => createVenue(db, { pitchCount });
  const datesOf = (seriesId: string) =>
    db
      .select()
      .from(gameSeriesDates)
      .where(eq(gameSeriesDates.seriesId, seriesId))
      .orderBy(gameSeriesDates.date);
  const gamesOf = (seriesId: string) =>
    db.select().from(games).where(eq(games.seriesId, seriesId)).orderBy(games.startsAt);

  it('publishes each date inside the window as an ordinary game at the wall-clock time, open at once', async () => {
    const { id: venueId } = await venue();
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-30',
      weekdays: [2, 4],
      publishDaysAhead: 7,
    });
    await publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId: series.id });

    const published = await gamesOf(series.id);
    expect(published.map((game) => game.startsAt.toISOString())).toEqual([
      '2026-12-01T16:00:00.000Z',
      '2026-12-03T16:00:00.000Z',
    ]);
    expect(published[0]).toMatchObject({
      organizerId: organizer.user.id,
      venueId,
      title: series.title,
      capacity: 14,
      priceQepik: 1000,
      status: 'open',
      registrationOpensAt: NOW,
    });
    expect((await datesOf(series.id)).map((row) => [row.date, row.state])).toEqual([
      ['2026-12-01', 'published'],
      ['2026-12-03', 'published'],
    ]);
  });

  it('publishes a date once however often the round runs, and the next date when it comes into the window', async () => {
    const { id: venueId } = await venue();
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-30',
    });
    await publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId: series.id });
    await publishDueOccurrences(db, {
      hooks: gameHooks,
      now: new Date(NOW.getTime() + 3_600_000),
      seriesId: series.id,
    });
    expect(await gamesOf(series.id)).toHaveLength(1);

    await publishDueOccurrences(db, {
      hooks: gameHooks,
      now: new Date(NOW.getTime() + 3 * DAY),
      seriesId: series.id,
    });
    expect((await gamesOf(series.id)).map((game) => game.startsAt.toISOString())).toEqual([
      '2026-12-01T16:00:00.000Z',
      '2026-12-08T16:00:00.000Z',
    ]);
  });

  it('publishes nothing on a skipped date, after the end date, or for a paused series', async () => {
    const { id: venueId } = await venue();
    const skipping = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-30',
    });
    await db.insert(gameSeriesDates).values({ seriesId: skipping.id, date: '2026-12-01', state: 'skipped' });
    const ended = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-01',
      endDate: '2026-11-24',
    });
    const paused = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-30',
      status: 'paused',
    });
    for (const series of [skipping, ended, paused]) {
      await publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId: series.id });
      expect(await gamesOf(series.id)).toEqual([]);
    }
  });

  it('refuses a date the venue has no free pitch for, keeps why, and publishes the other dates', async () => {
    const { id: venueId } = await venue(1);
    await createGame(db, {
      venueId,
      organizerId: organizer.user.id,
      startsAt: new Date('2026-12-01T15:30:00Z'),
      durationMinutes: 90,
    });
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-30',
      weekdays: [2, 4],
    });
    const tally = await publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId: series.id });

    expect(tally).toMatchObject({ published: 1, refused: 1 });
    expect(tally.refusals).toEqual([
      { seriesId: series.id, date: '2026-12-01', problem: 'venue_pitches_taken' },
    ]);
    expect((await datesOf(series.id)).map((row) => [row.date, row.state, row.problem])).toEqual([
      ['2026-12-01', 'refused', 'venue_pitches_taken'],
      ['2026-12-03', 'published', null],
    ]);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `series_date_refused:${series.id}:2026-12-01`));
    expect(notice).toMatchObject({ userId: organizer.user.id, kind: 'series_date_refused' });
    expect(notice?.payload).toMatchObject({
      problem: 'venue_pitches_taken',
      starts_at: '2026-12-01T16:00:00.000Z',
    });
    // A refused date stays refused: the next round does not try it again.
    await publishDueOccurrences(db, {
      hooks: gameHooks,
      now: new Date(NOW.getTime() + 3_600_000),
      seriesId: series.id,
    });
    expect(await gamesOf(series.id)).toHaveLength(1);
  });

  it('publishes each date exactly once when many rounds run at the same time', async () => {
    const { id: venueId } = await venue(10);
    const series = await insertSeries(db, {
      organizerId: organizer.user.id,
      venueId,
      startDate: '2026-11-29',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      publishDaysAhead: 14,
    });
    await Promise.all(
      Array.from({ length: 6 }, () =>
        publishDueOccurrences(db, { hooks: gameHooks, now: NOW, seriesId: series.id }),
      ),
    );
    const published = await gamesOf(series.id);
    expect(published).toHaveLength(14);
    expect(new Set(published.map((game) => game.startsAt.getTime())).size).toBe(14);
    const rows = await datesOf(series.id);
    expect(rows.every((row) => row.state === 'published' && row.gameId !== null)).toBe(true);
  });
});

// Two API instances (two connection pools) on one PostgreSQL database run the round at once.
describe.skipIf(!process.env['TEST_DATABASE_URL'])('publication from two instances on PostgreSQL', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    first = await openDatabase({ driver: 'postgres', url: created.url });
    await first.migrate();
    second = await openDatabase({ driver: 'postgres', url: created.url });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await created.drop();
  });

  it('makes one game per date, whichever instance claims it', async () => {
    const venue = await createVenue(first.db, { pitchCount: 10 });
    const organizerId = (await createUser(first.db, { role: 'organizer' })).id;
    const series = await insertSeries(first.db, {
      organizerId,
      venueId: venue.id,
      startDate: '2026-11-30',
      weekdays: [1, 3, 5],
      publishDaysAhead: 28,
    });
    const rounds = await Promise.all(
      [first, second, first, second].map((instance) =>
        publishDueOccurrences(instance.db, { hooks: gameHooks, now: NOW }),
      ),
    );
    expect(rounds.reduce((sum, round) => sum + round.published, 0)).toBe(12);
    const published = await first.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.seriesId, series.id));
    expect(published).toHaveLength(12);
  });
});
