import { and, eq, isNull, min, ne } from 'drizzle-orm';
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

/**
 * When the session family `familyId` signed in: its first token's time (every refresh adds a row to
 * the family). Null for a family of another user or one already deleted.
 */
export async function sessionSignedInAt(
  db: DbExecutor,
  options: { userId: string; familyId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(authSessions.createdAt) })
    .from(authSessions)
    .where(and(eq(authSessions.userId, options.userId), eq(authSessions.familyId, options.familyId)));
  return row?.at ?? null;
}
