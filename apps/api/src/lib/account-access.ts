import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../db/database.js';
import { type AccountTokenPurpose, accountTokens, authSessions } from '../db/schema.js';

/*
 * What ends a user's access, shared by the account's own changes (auth: a new password, a reset)
 * and the admin's (users: a blocked or changed account), below both modules.
 */

/**
 * "Sign out everywhere": every session of the user ends, this one included, or every one but
 * `keepSessionId` (the device a password was changed from stays signed in).
 */
export async function endAllAccountSessions(
  db: DbExecutor,
  options: { userId: string; keepSessionId?: string; now?: Date },
) {
  await db
    .update(authSessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(
      and(
        eq(authSessions.userId, options.userId),
        options.keepSessionId === undefined ? undefined : ne(authSessions.familyId, options.keepSessionId),
        isNull(authSessions.revokedAt),
      ),
    );
}

/** The user's unused tokens of one purpose stop working (marked used): their emailed links are dead. */
export async function voidAccountTokens(
  tx: DbExecutor,
  options: { userId: string; purpose: AccountTokenPurpose; now: Date },
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(accountTokens.userId, options.userId),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
