import { type Series, type SeriesDate, qepikToManat } from '@oyna/shared';
import { kickOffOn } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import type { GameSeriesRow } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { type PlannedChange, describePlannedChanges, plannedChangesOf, termsOn } from './planned-changes.js';
import { seriesToManage } from './series-access.js';
import { describeSeries, scheduledDates, storedDatesFromToday } from './series-response.js';
import { scheduleOf } from './series-schedule.js';

/** How far ahead the organizer sees a series' dates, beyond its publication window. */
const UPCOMING_DAYS = 28;

/**
 * A series as its organizer (or an admin) manages it: its fields, schedule, the coming dates (each at
 * the time and price it has or will have) and its planned changes.
 */
export async function getSeries(
  db: Db,
  input: { actor: AuthUser; seriesId: string; now?: Date },
): Promise<Series> {
  const now = input.now ?? new Date();
  const series = await seriesToManage(db, input);
  const about = await describeSeries(db, series);
  const planned = await plannedChangesOf(db, series.id);
  return {
    ...about,
    organizer_id: series.organizerId,
    guests_allowed: series.guestsAllowed,
    time_zone: series.timeZone,
    publish_days_ahead: series.publishDaysAhead,
    upcoming: await upcomingDates(db, { series, planned, now }),
    planned_changes: await describePlannedChanges(db, planned),
  };
}

/**
 * The dates from today on (in the series' zone): each stored date as it stands (its game's own
 * kick-off and price, or the kick-off it was moved to before publication), and the schedule's later
 * dates as still to be published, under the terms they will be published on.
 */
async function upcomingDates(
  db: Db,
  input: { series: GameSeriesRow; planned: PlannedChange[]; now: Date },
): Promise<SeriesDate[]> {
  const { series, planned, now } = input;
  const stored = await storedDatesFromToday(db, series, now);
  const byDate = new Map<string, SeriesDate>();
  const taken = new Set(stored.map((row) => row.date));
  for (const row of stored) {
    const terms = termsOn(series, planned, row.date);
    const own = kickOffOn(scheduleOf(terms), row.date);
    const startsAt = row.startsAt ?? row.movedTo ?? own;
    // A date moved before publication whose new kick-off has passed unpublished never will be.
    if (row.state === 'moved' && (series.status === 'ended' || startsAt.getTime() <= now.getTime())) continue;
    byDate.set(row.date, {
      date: row.date,
      starts_at: startsAt.toISOString(),
      state: row.state === 'moved' ? 'scheduled' : row.state,
      game_id: row.gameId,
      problem: row.problem,
      moved: startsAt.getTime() !== own.getTime(),
      price: qepikToManat(row.gamePriceQepik ?? terms.priceQepik),
    });
  }
  if (series.status !== 'ended') {
    // A date not yet published whose kick-off has passed never will be: only those still to come.
    const days = Math.max(UPCOMING_DAYS, series.publishDaysAhead);
    for (const date of scheduledDates(series, taken, now, days, planned))
      byDate.set(date.date, { ...date, problem: null, moved: false });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
