import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { authSessions } from '../../db/schema.js';

/** Ends a session family: none of its refresh or access tokens is accepted any more. */
export async function revokeFamily(db: DbExecutor, options: { familyId: string; now?: Date }): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(eq(authSessions.familyId, options.familyId), isNull(authSessions.revokedAt)));
}
