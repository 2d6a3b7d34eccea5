import {
  type Language,
  type LedgerEntryKind,
  type WalletTransaction,
  ledgerCompetitionEntry,
  ledgerDescriptionText,
} from '@oyna/shared';
import { formatDateTime } from './format';

/** The row's label under its description: its kind's, or "entry fee" for a tournament's fee. */
export function transactionLabelKey(
  transaction: WalletTransaction,
): 'wallet.kinds.competition_fee' | `wallet.kinds.${LedgerEntryKind}` {
  return ledgerCompetitionEntry(transaction.description) === 'competition_fee'
    ? 'wallet.kinds.competition_fee'
    : `wallet.kinds.${transaction.kind}`;
}

/** A ledger row's description in the reader's language (the words the data export writes too). */
export function describeTransaction(transaction: WalletTransaction, language: Language): string {
  return ledgerDescriptionText(transaction.description, language, (iso) =>
    formatDateTime(new Date(iso), language),
  );
}
