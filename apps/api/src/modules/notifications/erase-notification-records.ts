import { and, eq, like, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  accountTokens,
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
  telegramChats,
  whatsappOptIns,
} from '../../db/schema.js';

/**
 * An erased account's notifications and every channel that reached it (docs/decisions/0091): its
 * notifications with their deliveries, settings, the Telegram chat, push subscriptions, WhatsApp
 * consents and emailed tokens. Answers the Telegram chat id it had, for the development outbox.
 */
export async function eraseNotificationRecords(tx: DbExecutor, userId: string): Promise<string | null> {
  const [chat] = await tx.delete(telegramChats).where(eq(telegramChats.userId, userId)).returning();
  await tx.delete(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  return chat?.chatId ?? null;
}

/**
 * Other players' notifications that named an erased person (a join request's `player_name`, the
 * organizer of a referee assignment): the field now holds `name`. Found by the notifications' own
 * dedupe keys, which the module that wrote them knows (`team_join_request:<request id>:`), so a
 * namesake's notifications are never touched.
 */
export async function renameInNotifications(
  tx: DbExecutor,
  options: { dedupeKeyPrefixes: readonly string[]; field: string; name: string },
): Promise<void> {
  if (options.dedupeKeyPrefixes.length === 0) return;
  const escaped = options.dedupeKeyPrefixes.map((prefix) => prefix.replace(/[\\%_]/g, (c) => `\\${c}`));
  await tx
    .update(notifications)
    .set({
      payload: sql`jsonb_set(${notifications.payload}, array[${options.field}::text], to_jsonb(${options.name}::text))`,
    })
    .where(
      and(
        sql`${notifications.payload} ? ${options.field}`,
        or(...escaped.map((prefix) => like(notifications.dedupeKey, `${prefix}%`))),
      ),
    );
}
