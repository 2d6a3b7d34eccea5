import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LedgerDescription, LedgerEntryKind, PaymentProviderName, PaymentStatus } from '@oyna/shared';
import { primaryRef, requiredRef, timestamps, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { users } from './users.js';

/**
 * One wallet per user, created with its first ledger row. `balance_qepik` is a cache of the sum of
 * the user's ledger rows, changed only by `postLedgerEntry` in the same transaction as the row;
 * it is also the row that is locked to serialize money movements of one user.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: primaryRef('user_id', () => users.id, { onDelete: 'restrict' }),
    balanceQepik: bigint('balance_qepik', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [check('wallets_balance_not_negative', sql`${table.balanceQepik} >= 0`)],
);

/**
 * The ledger: every change of a balance is one row, never updated or deleted. Amounts are signed
 * integer qəpik (negative debits); `balance_after_qepik` is the wallet balance right after the row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuidId(),
    /** Increases with every row: the order of a user's rows (taken under the wallet's lock). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    userId: requiredRef('user_id', () => wallets.userId, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountQepik: bigint('amount_qepik', { mode: 'number' }).notNull(),
    balanceAfterQepik: bigint('balance_after_qepik', { mode: 'number' }).notNull(),
    /** Unique across the ledger: a repeat with the same key is the same movement of money. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What caused the row, e.g. `payment` + its id, `game_registration` + its id. */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    description: jsonb('description').$type<LedgerDescription>().notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_entries_user_sequence_idx').on(table.userId, table.sequence),
    index('ledger_entries_reference_idx').on(table.referenceType, table.referenceId),
    check(
      'ledger_entries_kind_valid',
      sql`${table.kind} in ('topup', 'game_payment', 'refund', 'bonus', 'adjustment')`,
    ),
    check('ledger_entries_amount_not_zero', sql`${table.amountQepik} <> 0`),
    check(
      'ledger_entries_amount_sign',
      sql`(${table.kind} in ('topup', 'refund', 'bonus') and ${table.amountQepik} > 0)
        or (${table.kind} = 'game_payment' and ${table.amountQepik} < 0)
        or ${table.kind} = 'adjustment'`,
    ),
    check('ledger_entries_balance_after_not_negative', sql`${table.balanceAfterQepik} >= 0`),
  ],
);

/**
 * A top-up through a payment provider. The wallet is credited (one `topup` ledger row, keyed by the
 * payment) in the same transaction that marks the payment `succeeded`.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidId(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    amountQepik: bigint('amount_qepik', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('AZN'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** The client's `Idempotency-Key`: a repeat by the same user answers with this payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's own id of the payment (Epoint's `transaction`), once known. */
    providerPaymentId: text('provider_payment_id'),
    /** Where the player is sent to pay. */
    redirectUrl: text('redirect_url'),
    /** The provider's reason when the payment failed, as it reported it. */
    failureReason: text('failure_reason'),
    /** Masked card number reported by the provider, e.g. `416974******1778`. */
    cardMask: text('card_mask'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_user_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('payments_provider_valid', sql`${table.provider} in ('sandbox', 'epoint')`),
    check('payments_status_valid', sql`${table.status} in ('pending', 'succeeded', 'failed', 'expired')`),
    check('payments_amount_positive', sql`${table.amountQepik} > 0`),
    check('payments_currency_azn', sql`${table.currency} = 'AZN'`),
    check(
      'payments_succeeded_has_ledger_entry',
      sql`(${table.status} = 'succeeded') = (${table.ledgerEntryId} is not null)`,
    ),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
