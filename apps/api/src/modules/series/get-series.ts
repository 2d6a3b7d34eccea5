import { type Series, type SeriesDate, qepikToManat } from '@oyna/shared';
import { dateIn, kickOffOn, occurrencesBetween } from '@oyna/schedule';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type GameSeriesRow, gameSeriesDates, games, venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { toGameVenue } from '../venues/venue-response.js';
import { seriesToManage } from './series-access.js';
import { scheduleOf } from './series-schedule.js';

const DAY_MS = 86_400_000;
/** How far ahead the organizer sees a series' dates, beyond its publication window. */
const UPCOMING_DAYS = 28;

/** A series as its organizer (or an admin) manages it: its fields, schedule and the coming dates. */
export async function getSeries(
  db: Db,
  input: { actor: AuthUser; seriesId: string; now?: Date },
): Promise<Series> {
  const now = input.now ?? new Date();
  const series = await seriesToManage(db, input);
  const [venue] = await db.select().from(venues).where(eq(venues.id, series.venueId));
  if (!venue) throw notFound('venue_not_found');
  return {
    id: series.id,
    organizer_id: series.organizerId,
    title: series.title,
    description: series.description,
    venue: toGameVenue(venue),
    duration_minutes: series.durationMinutes,
    format: series.format,
    capacity: series.capacity,
    kind: series.kind,
    price: qepikToManat(series.priceQepik),
    min_level: series.minLevel,
    max_level: series.maxLevel,
    has_referee: series.hasReferee,
    video_coverage: series.videoCoverage,
    guests_allowed: series.guestsAllowed,
    weekdays: series.weekdays,
    kick_off_time: series.kickOffTime,
    time_zone: series.timeZone,
    every_weeks: series.everyWeeks,
    start_date: series.startDate,
    end_date: series.endDate,
    publish_days_ahead: series.publishDaysAhead,
    status: series.status,
    upcoming: await upcomingDates(db, series, now),
  };
}

/**
 * The dates from today on (in the series' zone): each stored date as it stands (its game's own
 * kick-off when it was moved), and the schedule's later dates as still to be published.
 */
async function upcomingDates(db: Db, series: GameSeriesRow, now: Date): Promise<SeriesDate[]> {
  const today = dateIn(series.timeZone, now);
  const stored = await db
    .select({
      date: gameSeriesDates.date,
      state: gameSeriesDates.state,
      gameId: gameSeriesDates.gameId,
      problem: gameSeriesDates.problem,
      startsAt: games.startsAt,
    })
    .from(gameSeriesDates)
    .leftJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(and(eq(gameSeriesDates.seriesId, series.id), gte(gameSeriesDates.date, today)));
  const byDate = new Map<string, SeriesDate>(
    stored.map((row) => [
      row.date,
      {
        date: row.date,
        starts_at: (row.startsAt ?? kickOffOn(scheduleOf(series), row.date)).toISOString(),
        state: row.state,
        game_id: row.gameId,
        problem: row.problem,
      },
    ]),
  );
  if (series.status !== 'ended') {
    const days = Math.max(UPCOMING_DAYS, series.publishDaysAhead);
    // A date not yet published whose kick-off has passed never will be: only those still to come.
    const until = new Date(now.getTime() + days * DAY_MS);
    for (const occurrence of occurrencesBetween(scheduleOf(series), now, until)) {
      if (byDate.has(occurrence.date)) continue;
      byDate.set(occurrence.date, {
        date: occurrence.date,
        starts_at: occurrence.startsAt.toISOString(),
        state: 'scheduled',
        game_id: null,
        problem: null,
      });
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
