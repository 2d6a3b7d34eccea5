import type { Language } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';

/** A Telegram user as both the login widget and a Mini App launch describe them. */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string | undefined;
  username?: string | undefined;
}

/**
 * The account of a Telegram user (`users.telegram_id`), made from their Telegram names the first
 * time they come: once, whatever the number of sign-ins at the same time.
 */
export async function telegramUserAccount(
  tx: DbExecutor,
  user: TelegramUser,
  newAccount: { photoUrl: string | null; language: Language },
): Promise<UserRow> {
  await tx
    .insert(users)
    .values({
      telegramId: user.id,
      telegramUsername: user.username ?? null,
      firstName: user.first_name.trim().slice(0, 100),
      lastName: (user.last_name ?? '').trim().slice(0, 100),
      ...newAccount,
    })
    .onConflictDoNothing({ target: users.telegramId });
  const [row] = await tx.select().from(users).where(eq(users.telegramId, user.id)).limit(1);
  if (!row) throw new Error('the Telegram account was neither found nor created');
  return row;
}
