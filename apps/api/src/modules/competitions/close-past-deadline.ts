import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { closeLockedRegistration } from './close-registration.js';

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

/** At most this many competitions are closed per round; the rest wait for the next round. */
export const DEADLINE_BATCH = 20;

/**
 * Registration closes by itself at the deadline (decision 32): every competition still registering
 * whose `registration_deadline` has passed is closed exactly as the organizer's close would do it
 * (draw and schedule, or cancel with full refunds when too few teams are accepted). Each one is
 * closed in its own transaction that takes its row with `FOR UPDATE SKIP LOCKED` and checks the
 * status again, so several API instances or workers may run rounds at once: a competition being
 * closed elsewhere is skipped, and a closed one is never closed twice. When the draw cannot be
 * made (a refusal such as 422 from the engine or the scheduler) nothing is written and the competition stays
 * registering for the organizer to fix (the reason is returned and logged; it is tried again
 * every round).
 */
export async function closeRegistrationsPastDeadline(db: Db, now: Date): Promise<DeadlineTally> {
  const tally: DeadlineTally = { drawn: 0, cancelled: 0, failed: 0, failures: [] };
  const due = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.status, 'registering'), lte(competitions.registrationDeadline, now)))
    .orderBy(asc(competitions.registrationDeadline), asc(competitions.id))
    .limit(DEADLINE_BATCH);
  for (const { id } of due) {
    try {
      const closed = await db.transaction(async (tx) => {
        const [competition] = await tx
          .select()
          .from(competitions)
          .where(
            and(
              eq(competitions.id, id),
              eq(competitions.status, 'registering'),
              lte(competitions.registrationDeadline, now),
            ),
          )
          .for('update', { skipLocked: true });
        if (!competition) return null;
        return closeLockedRegistration(tx, competition, now);
      });
      if (closed?.status === 'cancelled') tally.cancelled += 1;
      else if (closed) tally.drawn += 1;
    } catch (error) {
      // A refusal (the engine or the scheduler, a pitch taken meanwhile) leaves this one registering;
      // anything else is a fault and ends the round.
      if (!(error instanceof AppError)) throw error;
      tally.failed += 1;
      tally.failures.push({ competition_id: id, code: error.code });
    }
  }
  return tally;
}
