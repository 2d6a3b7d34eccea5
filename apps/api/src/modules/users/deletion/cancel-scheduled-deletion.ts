import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { users } from '../../../db/schema.js';

/**
 * A sign-in during the grace period cancels the account's scheduled deletion (decision 91); the time
 * is kept, so the app tells the player it was cancelled. True when there was one to cancel.
 */
export async function cancelScheduledDeletion(
  tx: DbExecutor,
  options: { userId: string; now: Date },
): Promise<boolean> {
  const cancelled = await tx
    .update(users)
    .set({
      deletionRequestedAt: null,
      deletionDueAt: null,
      deletionCancelledAt: options.now,
      updatedAt: options.now,
    })
    .where(and(eq(users.id, options.userId), isNotNull(users.deletionDueAt), isNull(users.erasedAt)))
    .returning({ id: users.id });
  return cancelled.length > 0;
}
