import { type Language, isLanguage } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { telegramChats, users } from '../../../db/schema.js';
import { readDeliveryPreferences } from '../delivery-preferences.js';

/** The Oyna account behind a Telegram user, and the language the bot writes to them in. */
export interface BotAccount {
  userId: string;
  language: Language;
}

/** The language of a Telegram user's app, where it is one of ours; Azerbaijani otherwise. */
export function languageOfTelegramUser(code: string | undefined): Language {
  const base = code?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : 'az';
}

/**
 * The account a Telegram user is linked to, found as the Mini App finds it (decision 83): the one
 * that signs in with their Telegram id (the login widget, the Mini App), else the one whose private
 * chat they linked with `/start <token>` (a private chat's id is its user's id). Null for a
 * stranger. The bot writes in the account's language (decision 84).
 */
export async function findTelegramAccount(
  db: DbExecutor,
  telegramUserId: number,
): Promise<BotAccount | null> {
  const [signsIn] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, telegramUserId));
  const userId =
    signsIn?.id ??
    (
      await db
        .select({ userId: telegramChats.userId })
        .from(telegramChats)
        .where(eq(telegramChats.chatId, String(telegramUserId)))
    )[0]?.userId;
  if (!userId) return null;
  const language = (await readDeliveryPreferences(db, [userId])).get(userId)?.language ?? 'az';
  return { userId, language };
}
