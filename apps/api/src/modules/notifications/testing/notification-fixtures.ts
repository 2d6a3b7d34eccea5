import type { NotificationKind } from '@oyna/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { type NotificationRow, notifications } from '../../../db/schema.js';

/** The notifications of one kind written to these players (all kinds without `kind`), oldest first. */
export function notificationsTo(
  db: Db,
  userIds: readonly string[],
  kind?: NotificationKind,
): Promise<NotificationRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), kind ? eq(notifications.kind, kind) : undefined))
    .orderBy(asc(notifications.createdAt), asc(notifications.userId));
}

/** The notifications of one kind about one subject (a payload field, e.g. `game_id`), oldest first. */
export async function notificationsAbout(
  db: Db,
  kind: NotificationKind,
  field: string,
  value: string,
): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .orderBy(asc(notifications.createdAt), asc(notifications.userId));
  return rows.filter((row) => row.payload[field] === value);
}
