import { z } from 'zod';
import { contract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { ADMIN_REASON_LENGTH } from '../domain/admin.js';
import { LOYALTY_TIERS } from '../domain/loyalty.js';
import { hasWholeQepik, manatToQepik } from '../domain/money.js';
import {
  ADJUSTMENT_MAX_QEPIK,
  LEDGER_DESCRIPTION_KEYS,
  LEDGER_ENTRY_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  TOPUP_MAX_QEPIK,
  TOPUP_MIN_QEPIK,
} from '../domain/wallet.js';
import { manatAmount as manat } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { userText } from './text.js';

/** A manat amount typed by a person: a number with at most two decimals. */
const manatAmount = z.number('invalid_type').refine(hasWholeQepik, 'amount_precision');

export const ledgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export const loyaltyTierSchema = z.enum(LOYALTY_TIERS);

/** `GET /wallet`: the balance and the loyalty tier (by games played) with the way to the next one. */
export const walletSchema = contract('Wallet', {
  balance: manat('Current balance'),
  currency: z.literal('AZN'),
  tier: loyaltyTierSchema,
  games_played: z.number().int().min(0).describe('Attended, completed games'),
  next_tier: loyaltyTierSchema.nullable().describe('Null at the top tier'),
  games_to_next_tier: z.number().int().min(1).nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const ledgerDescriptionSchema = z
  .object({
    key: z.enum(LEDGER_DESCRIPTION_KEYS),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .describe('A message key and its parameters, rendered by the client in the reader’s language');

/** One ledger row as the owner sees it. */
export const walletTransactionSchema = z
  .object({
    id: z.uuid(),
    kind: ledgerEntryKindSchema,
    amount: manat('Signed amount: negative for money taken from the balance'),
    balance_after: manat('The balance right after this transaction'),
    description: ledgerDescriptionSchema,
    reference: z.object({ type: z.string(), id: z.string() }).describe('What caused the transaction'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = paginationQuerySchema.extend({
  kind: optionalQuery(ledgerEntryKindSchema),
});
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;

export const walletTransactionsResponseSchema = paginatedSchema(walletTransactionSchema);
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** `POST /wallet/topups`. */
export const topupRequestSchema = z
  .object({
    amount: manatAmount
      .refine((amount) => (manatToQepik(amount) ?? 0) >= TOPUP_MIN_QEPIK, 'topup_too_small')
      .refine((amount) => (manatToQepik(amount) ?? 0) <= TOPUP_MAX_QEPIK, 'topup_too_big')
      .describe('Manat, 1 to 500, at most two decimals'),
  })
  .strict();
export type TopupRequest = z.infer<typeof topupRequestSchema>;

export const topupResponseSchema = z
  .object({
    payment_id: z.uuid(),
    status: paymentStatusSchema,
    redirect_url: z.string().describe('Where to send the player to pay'),
  })
  .meta({ id: 'Topup' });
export type TopupResponse = z.infer<typeof topupResponseSchema>;

/** `GET /payments/{id}`: a top-up payment as its owner sees it. */
/**
 * What a top-up payment is, and when it was made, expires and completed: its owner sees them, and
 * so does the money desk (`AdminPayment`), each with more around them.
 */
export const topUpPaymentFields = {
  status: paymentStatusSchema,
  amount: manat('Amount of the top-up'),
  currency: z.literal('AZN'),
  provider: paymentProviderSchema,
};
export const topUpPaymentTimeFields = {
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
};

export const paymentSchema = contract('Payment', {
  id: z.uuid(),
  ...topUpPaymentFields,
  redirect_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
  ...topUpPaymentTimeFields,
  balance: manat('The owner’s wallet balance now: a completed top-up is in it'),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentIdParamsSchema = z.object({ id: z.uuid('invalid_format') });

/** `POST /admin/users/{id}/adjustments`: an administrator corrects a balance, with a reason. */
export const adjustmentRequestSchema = z
  .object({
    amount: manatAmount
      .refine((amount) => amount !== 0, 'amount_zero')
      .refine((amount) => Math.abs(manatToQepik(amount) ?? 0) <= ADJUSTMENT_MAX_QEPIK, 'too_big')
      .describe('Signed manat: negative takes money from the balance'),
    reason: userText(ADMIN_REASON_LENGTH, 'admin_reason_length'),
  })
  .strict();
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentResponseSchema = contract('Adjustment', {
  transaction: walletTransactionSchema,
  balance: manat('The balance after the adjustment'),
});
export type AdjustmentResponse = z.infer<typeof adjustmentResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('invalid_format') });
