import { type ChosenChannel, afterQuietHours, whatsAppFallbackApplies } from '@oyna/shared';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type NotificationRow, notificationDeliveries, notifications } from '../../db/schema.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { readDeliveryPreferences } from './delivery-preferences.js';

/** New notifications routed per round: a burst is worked through in several quick rounds. */
export const ROUTE_BATCH = 500;

/**
 * Turns new notifications into deliveries: one per channel the player chose for the kind, that this
 * server is set up for and that reaches them, due at once when urgent, else after their quiet hours;
 * and WhatsApp, outside the matrix, when the player consented and neither Telegram nor push got it
 * (decision 88).
 * Rows are claimed with SKIP LOCKED, so two dispatchers never route the same notification, and a
 * delivery is unique per notification and channel. Returns the notifications routed (for the live centre).
 */
export async function routeNewNotifications(
  db: Db,
  channels: readonly DeliveryChannel[],
  now: Date,
): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .select()
      .from(notifications)
      .where(isNull(notifications.routedAt))
      .orderBy(asc(notifications.createdAt))
      .limit(ROUTE_BATCH)
      .for('update', { skipLocked: true });
    if (fresh.length === 0) return [];

    const userIds = [...new Set(fresh.map((row) => row.userId))];
    const preferences = await readDeliveryPreferences(tx, userIds);
    const configured = channels.filter((channel) => channel.configured);
    const reach = new Map(
      await Promise.all(
        configured.map(async (channel) => [channel.name, await channel.reachable(tx, userIds)] as const),
      ),
    );

    const deliveries: (typeof notificationDeliveries.$inferInsert)[] = [];
    for (const row of fresh) {
      const chosen = preferences.get(row.userId);
      if (!chosen) continue;
      const due = row.urgent ? now : afterQuietHours(now, chosen.quietHours);
      const routed: ChosenChannel[] = [];
      for (const channel of configured) {
        const name = channel.name;
        if (name === 'whatsapp') continue;
        if (!chosen.matrix[row.kind].includes(name)) continue;
        if (!reach.get(name)?.has(row.userId)) continue;
        routed.push(name);
        deliveries.push({ notificationId: row.id, userId: row.userId, channel: name, nextAttemptAt: due });
      }
      const optedIn = reach.get('whatsapp')?.has(row.userId) ?? false;
      if (whatsAppFallbackApplies({ kind: row.kind, optedIn, routed })) {
        deliveries.push({
          notificationId: row.id,
          userId: row.userId,
          channel: 'whatsapp',
          nextAttemptAt: due,
        });
      }
    }
    if (deliveries.length > 0)
      await tx.insert(notificationDeliveries).values(deliveries).onConflictDoNothing();
    await tx
      .update(notifications)
      .set({ routedAt: now })
      .where(
        inArray(
          notifications.id,
          fresh.map((row) => row.id),
        ),
      );
    return fresh;
  });
}
