import { qepikToManat } from '@oyna/shared';
import { dateIn, occurrencesBetween } from '@oyna/schedule';
import { and, eq, gte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameSeriesRow, gameSeriesDates, games, venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toGameTerms } from '../games/game-response.js';
import { toGameVenue } from '../venues/venue-response.js';
import { termsOn } from './planned-changes.js';
import { scheduleOf } from './series-schedule.js';
import type { SeriesTermFields } from './series-terms.js';

/** When a series runs and where it stands, as every view of a series shows it. */
export function seriesSchedule(series: GameSeriesRow) {
  return {
    weekdays: series.weekdays,
    kick_off_time: series.kickOffTime,
    every_weeks: series.everyWeeks,
    start_date: series.startDate,
    end_date: series.endDate,
    status: series.status,
  };
}

/**
 * What a series is, as its organizer's page and its players' page both show it: its title, its venue
 * (read here), the terms its games are published on, and its schedule.
 */
export async function describeSeries(db: DbExecutor, series: GameSeriesRow) {
  const [venue] = await db.select().from(venues).where(eq(venues.id, series.venueId));
  if (!venue) throw notFound('venue_not_found');
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    venue: toGameVenue(venue),
    ...toGameTerms(series),
    ...seriesSchedule(series),
  };
}

/**
 * The series' stored dates from today on (in its zone), each with its game's kick-off and status
 * when it was published: what both pages start their coming dates from.
 */
export function storedDatesFromToday(db: DbExecutor, series: GameSeriesRow, now: Date) {
  return db
    .select({
      date: gameSeriesDates.date,
      state: gameSeriesDates.state,
      gameId: gameSeriesDates.gameId,
      problem: gameSeriesDates.problem,
      movedTo: gameSeriesDates.movedTo,
      startsAt: games.startsAt,
      gameStatus: games.status,
      gamePriceQepik: games.priceQepik,
    })
    .from(gameSeriesDates)
    .leftJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(
      and(eq(gameSeriesDates.seriesId, series.id), gte(gameSeriesDates.date, dateIn(series.timeZone, now))),
    );
}

const DAY_MS = 86_400_000;

/**
 * The schedule's dates from now to `days` ahead that have no stored row (`stored`): the dates still
 * to be published, as both pages list them after the stored ones. Each follows the terms it will be
 * published on: the series' own, with the planned changes from that date or before laid over them
 * (decision 81), a new schedule included.
 */
export function scheduledDates(
  series: GameSeriesRow,
  stored: { has(date: string): boolean },
  now: Date,
  days: number,
  planned: readonly { fromDate: string; fields: SeriesTermFields | null }[] = [],
) {
  const until = new Date(now.getTime() + days * DAY_MS);
  const starts = ['', ...planned.map((change) => change.fromDate)];
  return starts.flatMap((from, index) => {
    const to = starts[index + 1];
    const terms = termsOn(series, planned, from === '' ? '0000-01-01' : from);
    return occurrencesBetween(scheduleOf(terms), now, until)
      .filter((occurrence) => occurrence.date >= from && (to === undefined || occurrence.date < to))
      .filter((occurrence) => !stored.has(occurrence.date))
      .map((occurrence) => ({
        date: occurrence.date,
        starts_at: occurrence.startsAt.toISOString(),
        state: 'scheduled' as const,
        game_id: null,
        price: qepikToManat(terms.priceQepik),
      }));
  });
}
