import type { Language, NotificationList, NotificationListQuery } from '@oyna/shared';
import { type SQL, and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';
import { toNotificationResponse } from './notification-response.js';
import { countUnread } from './count-unread.js';

function filterCondition(filter: NotificationListQuery['filter']): SQL | undefined {
  if (filter === 'archived') return isNotNull(notifications.archivedAt);
  if (filter === 'unread') return and(isNull(notifications.readAt), isNull(notifications.archivedAt));
  return isNull(notifications.archivedAt);
}

/** A page of my notifications, newest first, written in `language`, with my unread count. */
export async function listMyNotifications(
  db: DbExecutor,
  options: { userId: string; query: NotificationListQuery; language: Language },
): Promise<NotificationList> {
  const { page, page_size: pageSize, filter } = options.query;
  const where = and(eq(notifications.userId, options.userId), filterCondition(filter));
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(notifications).where(where),
    countUnread(db, options.userId),
  ]);
  return {
    items: rows.map((row) => toNotificationResponse(row, options.language)),
    total: total?.value ?? 0,
    page,
    page_size: pageSize,
    unread_count: unread,
  };
}
