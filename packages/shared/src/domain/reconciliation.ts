/** What a reconciliation run found wrong: one line per wallet or payment (docs/decisions/0035-money-desk-and-reconciliation.md). */
export const RECONCILIATION_MISMATCH_KINDS = [
  /** A wallet's cached balance is not the sum of its ledger rows. */
  'wallet_balance',
  /** A top-up ledger row without a provider-confirmed payment of that amount behind it. */
  'topup_without_confirmed_payment',
  /** A provider-confirmed payment that no top-up ledger row credited (or credited another amount). */
  'payment_not_credited',
] as const;
export type ReconciliationMismatchKind = (typeof RECONCILIATION_MISMATCH_KINDS)[number];

/** Who started a reconciliation: the daily job or an admin. */
export const RECONCILIATION_TRIGGERS = ['scheduled', 'manual'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/** The daily run happens after this hour of the day in Baku (04:00, the quietest hour). */
export const RECONCILIATION_BAKU_HOUR = 4;

/** A report keeps at most this many mismatch lines; the count is always complete. */
export const RECONCILIATION_MAX_LISTED_MISMATCHES = 500;
