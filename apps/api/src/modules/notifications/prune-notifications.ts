import { and, inArray, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { notificationDeliveries, notifications } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/** How long the notification centre and the outbox keep their rows (docs/decisions/0086-retention.md). */
export const NOTIFICATION_RETENTION_DAYS = {
  /** A notification in the centre (with its deliveries): a year of history. */
  notifications: 365,
  /** A delivery the dispatcher is done with (sent, failed or dead): kept to answer "did it go out?". */
  finishedDeliveries: 90,
} as const;

/** Deletes notifications and finished deliveries past their retention; returns how many rows went. */
export async function pruneNotifications(db: DbExecutor, now: Date): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const deliveries = await deleteInBatches(
    db,
    notificationDeliveries,
    and(
      inArray(notificationDeliveries.status, ['sent', 'failed', 'dead']),
      lt(notificationDeliveries.updatedAt, before(NOTIFICATION_RETENTION_DAYS.finishedDeliveries)),
    ) ?? lt(notificationDeliveries.updatedAt, before(NOTIFICATION_RETENTION_DAYS.finishedDeliveries)),
  );
  const old = await deleteInBatches(
    db,
    notifications,
    lt(notifications.createdAt, before(NOTIFICATION_RETENTION_DAYS.notifications)),
  );
  return deliveries + old;
}
