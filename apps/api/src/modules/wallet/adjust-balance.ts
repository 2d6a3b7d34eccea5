import { randomUUID } from 'node:crypto';
import { type AdjustmentResponse, qepikToManat } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditLog, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { postLedgerEntry } from './post-ledger-entry.js';
import { toTransactionResponse } from './transaction-response.js';

export interface AdjustBalanceOptions {
  adminId: string;
  userId: string;
  /** Signed qəpik: negative takes money away. */
  amountQepik: number;
  reason: string;
  /** The admin client's `Idempotency-Key`, if it sent one: a repeat changes nothing. */
  idempotencyKey: string | undefined;
}

/**
 * An administrator corrects a balance: one `adjustment` ledger row with the reason, and an audit
 * log entry naming the admin, in one transaction. Cannot take a balance below zero.
 */
export async function adjustBalance(db: Db, options: AdjustBalanceOptions): Promise<AdjustmentResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, options.userId));
    if (!user) throw new AppError('user_not_found', 404);
    const adjustmentId = randomUUID();
    const posted = await postLedgerEntry(tx, {
      userId: options.userId,
      kind: 'adjustment',
      amountQepik: options.amountQepik,
      idempotencyKey: `adjustment:${options.adminId}:${options.idempotencyKey ?? adjustmentId}`,
      reference: { type: 'admin_adjustment', id: adjustmentId },
      description: { key: 'admin_adjustment', params: { reason: options.reason } },
    });
    if (posted.created) {
      await tx.insert(auditLog).values({
        actorUserId: options.adminId,
        action: 'wallet.adjustment',
        subjectType: 'user',
        subjectId: options.userId,
        details: {
          ledger_entry_id: posted.entryId,
          amount_qepik: options.amountQepik,
          balance_after_qepik: posted.balanceAfterQepik,
          reason: options.reason,
        },
      });
    }
    return {
      transaction: toTransactionResponse(posted.entry),
      balance: qepikToManat(posted.balanceAfterQepik),
    };
  });
}
