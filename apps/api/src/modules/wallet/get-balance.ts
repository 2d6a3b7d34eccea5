import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { wallets } from '../../db/schema.js';

/** A user's balance in qəpik; 0 for a user without a wallet yet. */
export async function getBalanceQepik(executor: DbExecutor, userId: string): Promise<number> {
  const [wallet] = await executor
    .select({ balanceQepik: wallets.balanceQepik })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return wallet?.balanceQepik ?? 0;
}
