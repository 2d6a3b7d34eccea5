import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushSubscriptions } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';

/** Forgets one of the signed-in player's push subscriptions; another player's id is not found. */
export async function removePushSubscription(db: Db, options: { userId: string; id: string }): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, options.id), eq(pushSubscriptions.userId, options.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('push_subscription_not_found');
}
