import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { accountTokens, telegramChats } from '../../../db/schema.js';
import { hashTelegramLinkToken } from './create-telegram-link.js';

/** The longest `start` parameter Telegram passes; anything longer is no token of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/start <token>` from a private chat: links the chat to the player the token was made for, once.
 * Returns the player, or null for a token that is unknown, used or expired. A chat belongs to one
 * account: linking it here unlinks it from any other.
 */
export async function linkTelegramChat(
  db: Db,
  input: { token: string; chatId: string; now?: Date },
): Promise<{ userId: string } | null> {
  if (!TOKEN_PATTERN.test(input.token)) return null;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.tokenHash, hashTelegramLinkToken(input.token)),
          eq(accountTokens.purpose, 'telegram_link'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .returning({ userId: accountTokens.userId });
    if (!token) return null;
    await tx
      .delete(telegramChats)
      .where(and(eq(telegramChats.chatId, input.chatId), ne(telegramChats.userId, token.userId)));
    await tx
      .insert(telegramChats)
      .values({ userId: token.userId, chatId: input.chatId, linkedAt: now, blockedAt: null })
      .onConflictDoUpdate({
        target: telegramChats.userId,
        set: { chatId: input.chatId, linkedAt: now, blockedAt: null },
      });
    return { userId: token.userId };
  });
}
