import { type WalletTransaction, qepikToManat } from '@oyna/shared';
import type { LedgerEntryRow } from '../../db/schema.js';

/** A ledger row as its owner sees it. */
export function toTransactionResponse(row: LedgerEntryRow): WalletTransaction {
  return {
    id: row.id,
    kind: row.kind,
    amount: qepikToManat(row.amountQepik),
    balance_after: qepikToManat(row.balanceAfterQepik),
    description: row.description,
    reference: { type: row.referenceType, id: row.referenceId },
    created_at: row.createdAt.toISOString(),
  };
}
