import { and, asc, eq, gt, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { dateIn, occurrencesBetween } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import {
  type GameSeriesRow,
  gameSeries,
  gameSeriesDates,
  gameSeriesPlannedChanges,
} from '../../db/schema.js';
import { applyDuePlannedChanges } from './apply-planned-changes.js';
import { type PublicationOutcome, publishOccurrence } from './publish-occurrence.js';
import { scheduleOf } from './series-schedule.js';
import type { GameHooks } from '../games/game-hooks.js';

const DAY_MS = 86_400_000;
/** The longest publication window a series may have (`game_series_publish_days_range`). */
const LONGEST_WINDOW_DAYS = 28;
/** How often one round reads a series again that another process changed under it. */
const MAX_STALE_TURNS = 5;

/** What one round of publication did. */
export interface PublicationTally {
  published: number;
  refused: number;
  /** Planned changes applied before their date was published (decision 81). */
  plannedApplied: number;
  /** Each refused date and each planned change dropped, for the organizer's notice and the log. */
  refusals: { seriesId: string; date: string; problem: string }[];
}

/**
 * Publishes every date of the active series whose kick-off has come within the series' window
 * (`publish_days_ahead`), or only those of one series. A date already published, skipped or refused
 * is left alone, so rounds may run in several processes at once and repeat freely. A planned change
 * whose date has come is applied before that date is published (decision 81).
 */
export async function publishDueOccurrences(
  db: Db,
  input: { now: Date; seriesId?: string; hooks: GameHooks },
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
  const tally: PublicationTally = { published: 0, refused: 0, plannedApplied: 0, refusals: [] };
  for (const series of due) await publishSeries(db, series, { now, hooks: input.hooks }, tally);
  return tally;
}

/**
 * One series' dates within its window, its planned changes applied on the way (decision 81): a
 * change due is applied first; a date on or after a change still waiting is held back until that
 * change is due, then the round goes on under the new terms (read again, as when another process
 * changed the series meanwhile). Each turn publishes a date or applies (or drops) a change, or ends.
 */
async function publishSeries(
  db: Db,
  first: GameSeriesRow,
  context: { now: Date; hooks: GameHooks },
  tally: PublicationTally,
): Promise<void> {
  const { now, hooks } = context;
  let series = first;
  for (let turn = 0; ; turn += 1) {
    const planned = await applyDuePlannedChanges(db, { seriesId: series.id, now, hooks });
    tally.plannedApplied += planned.applied;
    tally.refusals.push(...planned.refusals);
    if (turn > 0 || planned.applied > 0) {
      const [reread] = await db.select().from(gameSeries).where(eq(gameSeries.id, series.id));
      if (!reread || reread.status !== 'active') return;
      series = reread;
    }
    const [waiting] = await db
      .select({ fromDate: gameSeriesPlannedChanges.fromDate })
      .from(gameSeriesPlannedChanges)
      .where(eq(gameSeriesPlannedChanges.seriesId, series.id))
      .orderBy(asc(gameSeriesPlannedChanges.fromDate))
      .limit(1);
    const result = await publishWindow(db, series, context, waiting?.fromDate ?? null);
    for (const outcome of result.outcomes) {
      if (outcome.kind === 'published') tally.published += 1;
      if (outcome.kind === 'refused') {
        tally.refused += 1;
        tally.refusals.push({ seriesId: series.id, date: outcome.date, problem: outcome.problem });
      }
    }
    const progress = result.outcomes.length > 0 || planned.applied > 0;
    if (!(result.heldBack && progress) && !(result.stale && turn < MAX_STALE_TURNS)) return;
  }
}

/** The dates of the window not yet published, those from `holdFrom` on left for a later turn. */
async function publishWindow(
  db: Db,
  series: GameSeriesRow,
  context: { now: Date; hooks: GameHooks },
  holdFrom: string | null,
): Promise<{ outcomes: (PublicationOutcome & { date: string })[]; heldBack: boolean; stale: boolean }> {
  const { now, hooks } = context;
  const until = new Date(now.getTime() + series.publishDaysAhead * DAY_MS);
  const outcomes: (PublicationOutcome & { date: string })[] = [];
  let heldBack = false;
  const held = (date: string) => {
    if (holdFrom === null || date < holdFrom) return false;
    heldBack = true;
    return true;
  };
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
    if (!row.movedTo || held(row.date)) continue;
    const occurrence = { date: row.date, startsAt: row.movedTo };
    const outcome = await publishOccurrence(db, { series, occurrence, now, claim: 'moved', hooks });
    if (outcome.kind === 'stale') return { outcomes, heldBack, stale: true };
    outcomes.push({ ...outcome, date: row.date });
  }
  // The window is walked once: a date with a row (published, skipped, refused, moved) is left alone.
  const occurrences = occurrencesBetween(scheduleOf(series), now, until);
  if (occurrences.length === 0) return { outcomes, heldBack, stale: false };
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
    if (done.has(occurrence.date) || held(occurrence.date)) continue;
    const outcome = await publishOccurrence(db, { series, occurrence, now, hooks });
    if (outcome.kind === 'stale') return { outcomes, heldBack, stale: true };
    outcomes.push({ ...outcome, date: occurrence.date });
  }
  return { outcomes, heldBack, stale: false };
}
