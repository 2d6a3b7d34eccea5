import type { Language, NotificationList, NotificationListQuery } from '@oyna/shared';
import { type SQL, and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notifications } from '../../db/schema.js';
import { pageOf, readNewestFirst } from '../../lib/page-query.js';
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
  const { query } = options;
  const where = and(eq(notifications.userId, options.userId), filterCondition(query.filter));
  const [{ rows, total }, unread] = await Promise.all([
    readNewestFirst(db, notifications, query, where),
    countUnread(db, options.userId),
  ]);
  const items = rows.map((row) => toNotificationResponse(row, options.language));
  return { ...pageOf(items, total, query), unread_count: unread };
}
