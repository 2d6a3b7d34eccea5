import type { UserRole } from '@oyna/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../db/database.js';
import { authSessions, users } from '../db/schema.js';

/**
 * The live session of a user: its family has a current (unrotated, unrevoked) token and is
 * within its lifetime, and its user is not blocked. Answers the user's current role and when the family ends, or null when the session is over.
 */
export async function findActiveSession(
  db: DbExecutor,
  options: { userId: string; sessionId: string; now?: Date },
): Promise<{ role: UserRole; familyExpiresAt: Date } | null> {
  const [row] = await db
    .select({ role: users.role, familyExpiresAt: authSessions.familyExpiresAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.familyId, options.sessionId),
        eq(authSessions.userId, options.userId),
        // A blocked user has no session, even one that slipped in while the block was written.
        isNull(users.blockedAt),
        isNull(authSessions.rotatedAt),
        isNull(authSessions.revokedAt),
        gt(authSessions.familyExpiresAt, options.now ?? new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}
