import { randomUUID } from 'node:crypto';
import type { NotificationDraft, NotificationKind, SendingChannel } from '@oyna/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  type NotificationDeliveryRow,
  type NotificationRow,
  notificationDeliveries,
  notifications,
} from '../../../db/schema.js';
import { notify } from '../notify.js';

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

/** Writes one notification to a player as an event would, and answers its id. */
export async function notifyForTest(
  db: Db,
  userId: string,
  draft: NotificationDraft,
  options: { urgent?: boolean } = {},
): Promise<string> {
  const dedupeKey = `test:${randomUUID()}`;
  await db.transaction((tx) => notify(tx, userId, draft, { dedupeKey, urgent: options.urgent ?? true }));
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no notification was written for ${dedupeKey}`);
  return row.id;
}

/** The delivery of one notification on one channel, if routing made one. */
export async function deliveryOf(
  db: Db,
  notificationId: string,
  channel: SendingChannel,
): Promise<NotificationDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.notificationId, notificationId),
        eq(notificationDeliveries.channel, channel),
      ),
    );
  return row;
}
