import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type CompetitionRow, competitions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { notify } from '../notifications/notify.js';
import { closeLockedRegistration } from './close-registration.js';
import { drawRetryDelayMs } from './draw-backoff.js';

/** What one deadline round did. */
export interface DeadlineTally {
  /** Drawn and scheduled. */
  drawn: number;
  /** Cancelled with every fee refunded (too few teams). */
  cancelled: number;
  /** Left registering because the draw could not be made; `failures` says why. */
  failed: number;
  failures: { competition_id: string; code: string }[];
}

type DrawOutcome = { kind: 'closed'; closed: CompetitionRow } | { kind: 'failed'; code: string };

/** At most this many competitions are closed per round; the rest wait for the next round. */
export const DEADLINE_BATCH = 20;

/**
 * Registration closes by itself at the deadline (decision 32): every competition still registering
 * whose `registration_deadline` has passed is closed exactly as the organizer's close would do it
 * (draw and schedule, or cancel with full refunds when too few teams are accepted). Each one is
 * closed in its own transaction that takes its row with `FOR UPDATE SKIP LOCKED` and checks the
 * status again, so several API instances or workers may run rounds at once: a competition being
 * closed elsewhere is skipped, and a closed one is never closed twice. When the draw cannot be
 * made (a refusal such as 422 from the engine or the scheduler) the draw runs in a savepoint that
 * rolls back alone, and the competition stays registering for the organizer to fix: the failure is
 * written in the same transaction, under the same row lock, and the next attempt waits a growing
 * interval (decision 42); the organizer is told once per streak of failures. An instance that reads
 * the row after that commit sees the new `draw_retry_at` and leaves it, so several instances never
 * try one failing draw in one round, and failing competitions waiting out their interval do not
 * take the round's batch from the others.
 */
export async function closeRegistrationsPastDeadline(db: Db, now: Date): Promise<DeadlineTally> {
  const tally: DeadlineTally = { drawn: 0, cancelled: 0, failed: 0, failures: [] };
  const due = and(
    eq(competitions.status, 'registering'),
    lte(competitions.registrationDeadline, now),
    or(isNull(competitions.drawRetryAt), lte(competitions.drawRetryAt, now)),
  );
  const candidates = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(due)
    .orderBy(asc(competitions.registrationDeadline), asc(competitions.id))
    .limit(DEADLINE_BATCH);
  for (const { id } of candidates) {
    const outcome = await db.transaction(async (tx): Promise<DrawOutcome | null> => {
      const [competition] = await tx
        .select()
        .from(competitions)
        .where(and(eq(competitions.id, id), due))
        .for('update', { skipLocked: true });
      if (!competition) return null;
      try {
        const closed = await tx.transaction((draw) => closeLockedRegistration(draw, competition, now));
        return { kind: 'closed', closed };
      } catch (error) {
        // A refusal (the engine or the scheduler, a pitch taken meanwhile) leaves this one
        // registering; anything else is a fault and ends the round.
        if (!(error instanceof AppError)) throw error;
        await recordDrawFailure(tx, competition, error.code, now);
        return { kind: 'failed', code: error.code };
      }
    });
    if (!outcome) continue;
    if (outcome.kind === 'failed') {
      tally.failed += 1;
      tally.failures.push({ competition_id: id, code: outcome.code });
    } else if (outcome.closed.status === 'cancelled') tally.cancelled += 1;
    else tally.drawn += 1;
  }
  return tally;
}

/**
 * Writes down a failed automatic draw on the locked row: one more failure in a row, when and why,
 * and when to try again. The first failure of a streak tells the organizer what to change.
 */
async function recordDrawFailure(
  tx: DbExecutor,
  competition: CompetitionRow,
  code: string,
  now: Date,
): Promise<void> {
  // A smallint: a streak this long (years of retries) just stops counting.
  const failures = Math.min(competition.drawFailures + 1, 30_000);
  await tx
    .update(competitions)
    .set({
      drawFailures: failures,
      drawFailedAt: now,
      drawFailureCode: code,
      drawRetryAt: new Date(now.getTime() + drawRetryDelayMs(failures)),
    })
    .where(eq(competitions.id, competition.id));
  if (failures > 1) return;
  await notify(
    tx,
    competition.organizerId,
    {
      kind: 'competition_draw_failed',
      payload: {
        competition_id: competition.id,
        competition_name: competition.name,
        reason: code === 'competition_format_invalid' ? 'format' : 'schedule',
      },
    },
    { dedupeKey: `competition_draw_failed:${competition.id}:${now.toISOString()}`, now },
  );
}
