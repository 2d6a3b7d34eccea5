import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { ledgerEntries, payments } from '../../db/schema.js';
import { jsonWithout } from '../../lib/erased-text.js';
import { getBalanceQepik } from './get-balance.js';
import { postLedgerEntry } from './post-ledger-entry.js';

/**
 * What an erased account still held, written off as its owner agreed when they asked (decision 91):
 * one `adjustment` row that brings the wallet to zero, so the ledger keeps equalling the balances.
 * Answers the qəpik written off.
 */
export async function writeOffBalance(tx: DbExecutor, options: { userId: string }): Promise<number> {
  const balance = await getBalanceQepik(tx, options.userId);
  if (balance <= 0) return 0;
  await postLedgerEntry(tx, {
    userId: options.userId,
    kind: 'adjustment',
    amountQepik: -balance,
    idempotencyKey: `balance_given_up:${options.userId}`,
    reference: { type: 'account_erasure', id: options.userId },
    description: { key: 'balance_given_up', params: {} },
  });
  return balance;
}

/**
 * An erased account's money records keep what the books need (amounts, kinds, times, references,
 * the provider's payment id) and lose what named the person: the card mask and the payment page's
 * address of its top-ups, and their identifiers in a description (an admin's adjustment reason).
 */
export async function forgetPaymentDetails(
  tx: DbExecutor,
  options: { userId: string; identifiers: readonly string[] },
): Promise<void> {
  await tx
    .update(payments)
    .set({ cardMask: null, redirectUrl: null })
    .where(eq(payments.userId, options.userId));
  await tx
    .update(ledgerEntries)
    .set({
      description: jsonWithout(
        sql`(${ledgerEntries.description} #- '{params,card_mask}')`,
        options.identifiers,
      ),
    })
    .where(eq(ledgerEntries.userId, options.userId));
}
