import { z } from 'zod';
import { contract } from './contract.js';
import { PAYMENT_METHODS, REGISTRATION_STATUSES } from '../domain/games.js';
import { RECONCILIATION_MISMATCH_KINDS, RECONCILIATION_TRIGGERS } from '../domain/reconciliation.js';
import { manatAmount as manat } from './money.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { adminReasonSchema, namedUserSchema } from './user-admin.js';
import { topUpPaymentFields, topUpPaymentTimeFields, walletTransactionSchema } from './wallet.js';

/** `GET /admin/users/{id}/wallet`: whose wallet and its balance. */
export const adminWalletSchema = contract('AdminWallet', {
  user_id: z.uuid(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: manat('Current balance'),
  currency: z.literal('AZN'),
});
export type AdminWallet = z.infer<typeof adminWalletSchema>;

/** A top-up payment as the money desk sees it: with what the provider reported. */
export const adminPaymentSchema = contract('AdminPayment', {
  id: z.uuid(),
  user_id: z.uuid(),
  ...topUpPaymentFields,
  provider_payment_id: z.string().nullable(),
  card_mask: z.string().nullable(),
  failure_reason: z.string().nullable(),
  ledger_entry_id: z.uuid().nullable().describe('The top-up ledger row, once credited'),
  ...topUpPaymentTimeFields,
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponseSchema = paginatedSchema(adminPaymentSchema);
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export const adminPaymentsQuerySchema = paginationQuerySchema;
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

/** What a re-check with the provider did to the payment. */
export const PAYMENT_RECHECK_OUTCOMES = ['credited', 'failed', 'unchanged', 'amount_mismatch'] as const;

/** `POST /admin/payments/{id}/recheck`. */
export const paymentRecheckResponseSchema = contract('PaymentRecheck', {
  outcome: z.enum(PAYMENT_RECHECK_OUTCOMES),
  provider_status: z.enum(['succeeded', 'failed', 'pending']).describe('What the provider says now'),
  payment: adminPaymentSchema,
});
export type PaymentRecheckResponse = z.infer<typeof paymentRecheckResponseSchema>;

/** One paid (or payable) booking of a player, for the money desk's refund action. */
export const adminGamePaymentSchema = contract('AdminGamePayment', {
  registration_id: z.uuid(),
  game_id: z.uuid(),
  game_title: z.string(),
  starts_at: z.iso.datetime(),
  game_status: z.enum(['open', 'cancelled', 'completed']),
  status: z.enum(REGISTRATION_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  price: manat('The price charged'),
  paid_at: z.iso.datetime().nullable(),
  guests: z.number().int().min(0).describe('Guests whose places the booking paid for'),
  guests_price: manat("What the booking paid for its guests' places"),
  refunded: z
    .boolean()
    .describe('Everything the booking paid (own place and guests) went back to the wallet'),
  refund_amount: manat('What a refund now gives back: the places not yet refunded'),
  refundable: z.boolean().describe('An admin may refund it now'),
});
export type AdminGamePayment = z.infer<typeof adminGamePaymentSchema>;

export const adminGamePaymentsResponseSchema = paginatedSchema(adminGamePaymentSchema);
export type AdminGamePaymentsResponse = z.infer<typeof adminGamePaymentsResponseSchema>;

/** `POST /admin/bookings/{id}/refund`. */
export const bookingRefundRequestSchema = z.object({ reason: adminReasonSchema }).strict();
export type BookingRefundRequest = z.infer<typeof bookingRefundRequestSchema>;

export const bookingRefundResponseSchema = contract('BookingRefund', {
  transactions: z
    .array(walletTransactionSchema)
    .describe("The refunds made: the player's own place, then each guest's"),
  refunded: manat('The money given back'),
  balance: manat('The balance after the refund'),
});
export type BookingRefundResponse = z.infer<typeof bookingRefundResponseSchema>;

export const reconciliationMismatchSchema = contract('ReconciliationMismatch', {
  kind: z.enum(RECONCILIATION_MISMATCH_KINDS),
  user_id: z.uuid().nullable(),
  user_name: z.string().nullable(),
  payment_id: z.uuid().nullable(),
  ledger_entry_id: z.uuid().nullable(),
  expected: manat('What it should be'),
  actual: manat('What it is'),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

/** One reconciliation run: the totals compared and every mismatch found. */
export const reconciliationReportSchema = contract('ReconciliationReport', {
  id: z.uuid(),
  trigger: z.enum(RECONCILIATION_TRIGGERS),
  day: z.iso.date().nullable().describe('The Baku day of a scheduled run'),
  started_by: namedUserSchema.nullable(),
  created_at: z.iso.datetime(),
  wallet_count: z.number().int().min(0),
  wallets_total: manat('Sum of all wallet balances'),
  ledger_total: manat('Sum of all ledger rows'),
  topups_credited: manat('Sum of top-up ledger rows'),
  payments_confirmed: manat('Sum of provider-confirmed payments'),
  mismatch_count: z.number().int().min(0),
  mismatches: z.array(reconciliationMismatchSchema).describe('The first mismatches, up to a limit'),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;

export const reconciliationReportsQuerySchema = paginationQuerySchema;
export type ReconciliationReportsQuery = z.input<typeof reconciliationReportsQuerySchema>;

export const reconciliationReportsResponseSchema = paginatedSchema(reconciliationReportSchema);
export type ReconciliationReportsResponse = z.infer<typeof reconciliationReportsResponseSchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid('invalid_format') });
