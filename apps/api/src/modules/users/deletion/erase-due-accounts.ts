import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { users } from '../../../db/schema.js';
import type { ClockJob } from '../../notifications/notification-hooks.js';
import type { AccountDeletionHooks } from './account-deletion-hooks.js';
import { eraseAccount } from './erase-account.js';

/** Accounts erased in one round at most: each is one transaction; the rest wait for the next round. */
const ERASURES_PER_ROUND = 20;

/**
 * The scheduled erasure (decision 91) on the notification clock: every account whose grace period
 * is over is erased, soonest first. One that something now stands in the way of (a captaincy handed
 * to it meanwhile) waits a day and is tried again, with a warning in the log. Never by the background timer under
 * NODE_ENV=test; a test's chosen round runs it.
 */
export function accountErasureJob(hooks: AccountDeletionHooks): ClockJob {
  return {
    name: 'account_erasure',
    async run(db, at, { chosenNow, environment, log, files }) {
      if (!chosenNow && environment === 'test') return 0;
      if (!files) throw new Error('the account erasure needs the uploads storage');
      const due = await db
        .select({ id: users.id })
        .from(users)
        .where(and(lte(users.deletionDueAt, at), isNull(users.erasedAt)))
        .orderBy(asc(users.deletionDueAt))
        .limit(ERASURES_PER_ROUND);
      let erased = 0;
      for (const { id } of due) {
        const result = await eraseAccount(db, {
          userId: id,
          hooks,
          files,
          now: at,
          actor: null,
          language: 'en',
        });
        if (result.erased) {
          erased += 1;
          if (!result.photoRemoved)
            log.warn({ userId: id }, 'an erased account’s photo file could not be removed');
        } else if (result.why === 'blocked') {
          const reasons = result.blockers.map((blocker) => blocker.reason);
          log.warn({ userId: id, reasons }, 'an account erasure waits a day: something stands in its way');
          await db
            .update(users)
            .set({ deletionDueAt: new Date(at.getTime() + 86_400_000) })
            .where(and(eq(users.id, id), isNull(users.erasedAt)));
        }
      }
      return erased;
    },
  };
}
