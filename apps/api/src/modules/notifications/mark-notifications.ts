import type { NotificationSelection } from '@oyna/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';
import { countUnread } from './count-unread.js';

/**
 * Marks my notifications read: those named (ids of other players' are ignored, never touched), or
 * with no ids every unread one. Answers my unread count after it.
 */
export async function markMyNotificationsRead(
  db: DbExecutor,
  options: { userId: string; selection: NotificationSelection; now?: Date },
): Promise<{ unread_count: number }> {
  const mine = eq(notifications.userId, options.userId);
  await db
    .update(notifications)
    .set({ readAt: options.now ?? new Date() })
    .where(
      and(
        mine,
        isNull(notifications.readAt),
        options.selection.ids ? inArray(notifications.id, options.selection.ids) : undefined,
      ),
    );
  return { unread_count: await countUnread(db, options.userId) };
}

/**
 * Archives my notifications: those named, read or not (archiving one also marks it read), or with
 * no ids every read one still in the inbox. Ids of other players' are ignored.
 */
export async function archiveMyNotifications(
  db: DbExecutor,
  options: { userId: string; selection: NotificationSelection; now?: Date },
): Promise<{ unread_count: number }> {
  const now = options.now ?? new Date();
  const ids = options.selection.ids;
  await db
    .update(notifications)
    .set({
      archivedAt: now,
      ...(ids && { readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` }),
    })
    .where(
      and(
        eq(notifications.userId, options.userId),
        isNull(notifications.archivedAt),
        ids ? inArray(notifications.id, ids) : isNotNull(notifications.readAt),
      ),
    );
  return { unread_count: await countUnread(db, options.userId) };
}
