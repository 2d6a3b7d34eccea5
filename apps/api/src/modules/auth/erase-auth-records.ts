import { eq, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { authSessions, phoneCodes } from '../../db/schema.js';
import type { ErasedAccount } from '../users/deletion/account-deletion-hooks.js';

/**
 * An erased account's sign-in records (decision 91): every session with its devices and addresses,
 * and the SMS codes its number was sent, a sign-in's too (kept by number only).
 */
export async function eraseAuthRecords(tx: DbExecutor, account: ErasedAccount): Promise<void> {
  await tx.delete(authSessions).where(eq(authSessions.userId, account.userId));
  const byNumber = account.phone ? eq(phoneCodes.phone, account.phone) : undefined;
  await tx.delete(phoneCodes).where(or(eq(phoneCodes.userId, account.userId), byNumber));
}
