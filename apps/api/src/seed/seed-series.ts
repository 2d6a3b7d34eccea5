import { DAY_MS, bakuDate } from '@oyna/shared';
import { occurrencesBetween } from '@oyna/schedule';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  type GameSeriesRow,
  type NewGameSeriesRow,
  gameSeries,
  gameSeriesPlannedChanges,
  users,
  venues,
} from '../db/schema.js';
import { venueSlug } from './venue-seeds.js';
import { publishDueOccurrences } from '../modules/series/publish-due-occurrences.js';
import { scheduleOf } from '../modules/series/series-schedule.js';
import { seedSeriesRegulars } from './seed-series-regulars.js';
import { seedSeriesHistory } from './seed-series-history.js';
import { gameHooks } from '../module-hooks.js';

/** The demo's weekly games, by title: the seed writes them once. */
const SERIES_SEEDS: (Omit<NewGameSeriesRow, 'organizerId' | 'venueId' | 'startDate'> & { venue: string })[] =
  [
    {
      venue: 'Yeni Yasamal Futbol Mərkəzi',
      title: 'Çərşənbə axşamı futbolu',
      description:
        'Hər çərşənbə axşamı eyni meydançada, eyni vaxtda: daimi oyunçular və yeni gələnlər üçün yerlər.',
      durationMinutes: 90,
      format: '7x7',
      capacity: 14,
      kind: 'regular',
      priceQepik: 1000,
      weekdays: [2],
      kickOffTime: '21:30',
    },
    {
      venue: 'Bulvar Sport Complex',
      title: 'Həftəsonu səhər oyunu',
      description: 'İki həftədən bir şənbə səhəri 5x5: qısa, sürətli oyun.',
      durationMinutes: 60,
      format: '5x5',
      capacity: 10,
      kind: 'regular',
      priceQepik: 800,
      weekdays: [6],
      kickOffTime: '09:00',
      everyWeeks: 2,
    },
  ];

/**
 * The demo organizer's weekly games (decision 73), starting today, with the dates inside their
 * window published as games through the series' own publication. Nothing when the demo organizer
 * already runs a series.
 */
export async function seedSeries(db: Db, now: Date): Promise<number> {
  const [organizer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'organizer@demo.az'));
  if (!organizer) return 0;
  const [existing] = await db
    .select({ id: gameSeries.id })
    .from(gameSeries)
    .where(eq(gameSeries.organizerId, organizer.id));
  if (existing) return 0;
  const slugs = SERIES_SEEDS.map((seed) => venueSlug(seed.venue));
  const venueIds = new Map(
    (
      await db.select({ id: venues.id, slug: venues.slug }).from(venues).where(inArray(venues.slug, slugs))
    ).map((venue) => [venue.slug, venue.id]),
  );
  const rows = SERIES_SEEDS.flatMap(({ venue, ...seed }) => {
    const venueId = venueIds.get(venueSlug(venue));
    return venueId ? [{ ...seed, organizerId: organizer.id, venueId, startDate: bakuDate(now) }] : [];
  });
  if (rows.length === 0) return 0;
  const created = await db.insert(gameSeries).values(rows).returning();
  // The first weekly game has regulars, booked when its dates are published just below.
  if (created[0]) await seedSeriesRegulars(db, created[0].id, now);
  for (const series of created)
    await publishDueOccurrences(db, { hooks: gameHooks, now, seriesId: series.id });
  // The first weekly game has a history: its last four weeks played, with results and attendance.
  if (created[0]) await seedSeriesHistory(db, created[0].id, now);
  // And a new price planned from its date three weeks ahead (decision 81), for the page to show.
  if (created[0]) await seedPlannedChange(db, created[0], now);
  return created.length;
}

async function seedPlannedChange(db: Db, series: GameSeriesRow, now: Date): Promise<void> {
  const [date] = occurrencesBetween(
    scheduleOf(series),
    new Date(now.getTime() + 21 * DAY_MS),
    new Date(now.getTime() + 28 * DAY_MS),
  );
  if (!date) return;
  await db.insert(gameSeriesPlannedChanges).values({
    seriesId: series.id,
    fromDate: date.date,
    fields: { price: 11 },
    createdBy: series.organizerId,
  });
}
