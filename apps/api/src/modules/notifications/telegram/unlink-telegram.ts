import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { accountTokens, telegramChats } from '../../../db/schema.js';

/** Forgets the player's linked chat (and any link not yet used): nothing more goes to Telegram. */
export async function unlinkTelegram(db: Db, input: { userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(telegramChats).where(eq(telegramChats.userId, input.userId));
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, input.userId),
          eq(accountTokens.purpose, 'telegram_link'),
          isNull(accountTokens.usedAt),
        ),
      );
  });
}
