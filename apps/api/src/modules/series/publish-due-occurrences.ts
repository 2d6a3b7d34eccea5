import { and, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { dateIn, occurrencesBetween } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import { type GameSeriesRow, gameSeries, gameSeriesDates } from '../../db/schema.js';
import { type PublicationOutcome, publishOccurrence } from './publish-occurrence.js';
import { scheduleOf } from './series-schedule.js';

const DAY_MS = 86_400_000;
/** The longest publication window a series may have (`game_series_publish_days_range`). */
const LONGEST_WINDOW_DAYS = 28;

/** What one round of publication did. */
export interface PublicationTally {
  published: number;
  refused: number;
  /** Each refused date, for the organizer's notice and the log. */
  refusals: { seriesId: string; date: string; problem: string }[];
}

/**
 * Publishes every date of the active series whose kick-off has come within the series' window
 * (`publish_days_ahead`), or only those of one series. A date already published, skipped or refused
 * is left alone, so rounds may run in several processes at once and repeat freely.
 */
export async function publishDueOccurrences(
  db: Db,
  input: { now: Date; seriesId?: string },
): Promise<PublicationTally> {
  const { now } = input;
  const today = dateIn('UTC', new Date(now.getTime() - DAY_MS));
  const horizon = dateIn('UTC', new Date(now.getTime() + (LONGEST_WINDOW_DAYS + 1) * DAY_MS));
  const due = await db
    .select()
    .from(gameSeries)
    .where(
      and(
        eq(gameSeries.status, 'active'),
        lte(gameSeries.startDate, horizon),
        or(isNull(gameSeries.endDate), gte(gameSeries.endDate, today)),
        input.seriesId ? eq(gameSeries.id, input.seriesId) : undefined,
      ),
    );
  const tally: PublicationTally = { published: 0, refused: 0, refusals: [] };
  for (const series of due) {
    for (const outcome of await publishSeries(db, series, now)) {
      if (outcome.kind === 'published') tally.published += 1;
      if (outcome.kind === 'refused') {
        tally.refused += 1;
        tally.refusals.push({ seriesId: series.id, date: outcome.date, problem: outcome.problem });
      }
    }
  }
  return tally;
}

async function publishSeries(
  db: Db,
  series: GameSeriesRow,
  now: Date,
): Promise<(PublicationOutcome & { date: string })[]> {
  const until = new Date(now.getTime() + series.publishDaysAhead * DAY_MS);
  const outcomes: (PublicationOutcome & { date: string })[] = [];
  // A date moved before publication is published by its new kick-off.
  const moved = await db
    .select({ date: gameSeriesDates.date, movedTo: gameSeriesDates.movedTo })
    .from(gameSeriesDates)
    .where(
      and(
        eq(gameSeriesDates.seriesId, series.id),
        eq(gameSeriesDates.state, 'moved'),
        gt(gameSeriesDates.movedTo, now),
        lte(gameSeriesDates.movedTo, until),
      ),
    );
  for (const row of moved) {
    if (!row.movedTo) continue;
    const occurrence = { date: row.date, startsAt: row.movedTo };
    outcomes.push({
      ...(await publishOccurrence(db, { series, occurrence, now, claim: 'moved' })),
      date: row.date,
    });
  }
  // The window is walked once: a date with a row (published, skipped, refused, moved) is left alone.
  const occurrences = occurrencesBetween(scheduleOf(series), now, until);
  if (occurrences.length === 0) return outcomes;
  const known = await db
    .select({ date: gameSeriesDates.date })
    .from(gameSeriesDates)
    .where(
      and(
        eq(gameSeriesDates.seriesId, series.id),
        inArray(
          gameSeriesDates.date,
          occurrences.map((occurrence) => occurrence.date),
        ),
      ),
    );
  const done = new Set(known.map((row) => row.date));
  for (const occurrence of occurrences) {
    if (done.has(occurrence.date)) continue;
    outcomes.push({ ...(await publishOccurrence(db, { series, occurrence, now })), date: occurrence.date });
  }
  return outcomes;
}
