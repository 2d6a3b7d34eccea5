import { kickOffOn } from '@oyna/schedule';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameSeriesRow, gameSeries, gameSeriesPlannedChanges } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import {
  type TermsChangePlan,
  applyTermsUnderLock,
  finishTermsChange,
  nextDateToPublish,
} from './apply-series-terms.js';
import { notifySeriesDateRefused } from './notify-date-refused.js';
import { readPlannedChange, termsOn } from './planned-changes.js';
import type { GameHooks } from '../games/game-hooks.js';

/** What applying a series' due planned changes came to: how many applied, and each one refused. */
export interface PlannedChangesTally {
  applied: number;
  refusals: { seriesId: string; date: string; problem: string }[];
}

/**
 * Applies every planned change of an active series whose date has come to be the next to publish (or
 * earlier), earliest first, before that date is published (decision 81), through the same path as a
 * change made at once. Each is claimed by deleting its row under the series' lock, so of two
 * publishers the second finds nothing to apply: a planned change applies once. One that can no longer
 * apply (no free pitch, places below those taken, terms breaking the rules) is dropped and its
 * organizer told, never silently.
 */
export async function applyDuePlannedChanges(
  db: Db,
  input: { seriesId: string; now: Date; hooks: GameHooks },
): Promise<PlannedChangesTally> {
  const { now } = input;
  const tally: PlannedChangesTally = { applied: 0, refusals: [] };
  const [any] = await db
    .select({ id: gameSeriesPlannedChanges.id })
    .from(gameSeriesPlannedChanges)
    .where(eq(gameSeriesPlannedChanges.seriesId, input.seriesId))
    .limit(1);
  if (!any) return tally;

  const work = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(gameSeries)
      .where(eq(gameSeries.id, input.seriesId))
      .for('update');
    // A paused series waits with its planned changes; an ended one has none left.
    if (!locked || locked.status !== 'active') return null;
    let series = locked;
    const plans: TermsChangePlan[] = [];
    for (;;) {
      const due = await claimNextDue(tx, series, now);
      if (!due) break;
      const change = readPlannedChange(due);
      if (change.fields === null) {
        await reportRefusal(tx, {
          series,
          fromDate: change.fromDate,
          id: change.id,
          problem: 'validation_failed',
          now,
        });
        tally.refusals.push({ seriesId: series.id, date: change.fromDate, problem: 'validation_failed' });
        continue;
      }
      try {
        const applied = await applyTermsUnderLock(tx, {
          before: series,
          fromDate: change.fromDate,
          fields: change.fields,
          now,
          language: 'az',
        });
        series = applied.after;
        plans.push(applied.plan);
        tally.applied += 1;
      } catch (error) {
        // Every refusal is thrown before anything is written: the transaction goes on without it.
        if (!(error instanceof AppError)) throw error;
        const would = termsOn(series, [change], change.fromDate);
        await reportRefusal(tx, {
          series: would,
          fromDate: change.fromDate,
          id: change.id,
          problem: error.code,
          now,
        });
        tally.refusals.push({ seriesId: series.id, date: change.fromDate, problem: error.code });
      }
    }
    return { plans, organizerId: series.organizerId };
  });

  if (work) {
    const actor: AuthUser = { id: work.organizerId, role: 'organizer', sessionId: 'series-publisher' };
    for (const plan of work.plans)
      await finishTermsChange(db, plan, { actor, language: 'az', now, hooks: input.hooks });
  }
  return tally;
}

/** The earliest planned change due (dated no later than the next date to publish), claimed: its row deleted. */
async function claimNextDue(tx: DbExecutor, series: GameSeriesRow, now: Date) {
  const next = await nextDateToPublish(tx, series, now);
  const [due] = await tx
    .select({ id: gameSeriesPlannedChanges.id })
    .from(gameSeriesPlannedChanges)
    .where(
      and(
        eq(gameSeriesPlannedChanges.seriesId, series.id),
        next === null ? undefined : lte(gameSeriesPlannedChanges.fromDate, next),
      ),
    )
    .orderBy(asc(gameSeriesPlannedChanges.fromDate))
    .limit(1);
  if (!due) return null;
  const [claimed] = await tx
    .delete(gameSeriesPlannedChanges)
    .where(eq(gameSeriesPlannedChanges.id, due.id))
    .returning();
  return claimed ?? null;
}

/** The organizer is told a planned change was dropped, with the notice of a date that was refused. */
function reportRefusal(
  tx: DbExecutor,
  input: { series: GameSeriesRow; fromDate: string; id: string; problem: string; now: Date },
): Promise<void> {
  const { series } = input;
  return notifySeriesDateRefused(tx, {
    series,
    startsAt: kickOffOn({ timeZone: series.timeZone, time: series.kickOffTime }, input.fromDate),
    problem: input.problem,
    plannedChangeFrom: input.fromDate,
    dedupeKey: `series_planned_change_refused:${input.id}`,
    now: input.now,
  });
}
