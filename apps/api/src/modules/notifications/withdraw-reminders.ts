import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notificationDeliveries, notifications } from '../../db/schema.js';

const REMINDER_KINDS = ['game_reminder_day', 'game_reminder_hours', 'organizer_reminder'] as const;

/**
 * Takes back the reminders of a game these players have not been sent yet (e.g. waiting for the
 * end of quiet hours), in the caller's transaction: the booking was cancelled, the game called off
 * or moved (a moved game gets fresh reminders for its new kick-off). Deliveries still pending are
 * dropped (one being sent at this moment goes), and the reminders leave the centre (archived).
 */
export async function withdrawReminders(
  tx: DbExecutor,
  input: { gameId: string; userIds: readonly string[]; now: Date },
): Promise<void> {
  if (input.userIds.length === 0) return;
  const reminders = await tx
    .update(notifications)
    .set({ archivedAt: input.now })
    .where(
      and(
        inArray(notifications.userId, [...input.userIds]),
        inArray(notifications.kind, [...REMINDER_KINDS]),
        sql`${notifications.payload}->>'game_id' = ${input.gameId}`,
        isNull(notifications.archivedAt),
      ),
    )
    .returning({ id: notifications.id });
  if (reminders.length === 0) return;
  await tx.delete(notificationDeliveries).where(
    and(
      inArray(
        notificationDeliveries.notificationId,
        reminders.map((row) => row.id),
      ),
      eq(notificationDeliveries.status, 'pending'),
    ),
  );
}
