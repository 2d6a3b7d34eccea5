import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { telegramChats } from '../../../db/schema.js';
import { deleteUnusedTelegramLinks } from './create-telegram-link.js';

/** Forgets the player's linked chat (and any link not yet used): nothing more goes to Telegram. */
export async function unlinkTelegram(db: Db, input: { userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(telegramChats).where(eq(telegramChats.userId, input.userId));
    await deleteUnusedTelegramLinks(tx, input.userId);
  });
}
