import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdjustmentRequest,
  AdjustmentResponse,
  AdminGamePaymentsResponse,
  AdminPaymentsResponse,
  AdminWallet,
  BookingRefundResponse,
  PaymentRecheckResponse,
  WalletTransactionsResponse,
} from '@oyna/shared';
import { adminMoneyKeys } from '../../../../api/admin-money-keys';
import { apiPost, apiQuery } from '../../../../lib/api-client';

/** Page size of every list of the money desk. */
export const MONEY_PAGE_SIZE = 10;

/** How many pages of the money desk's size a list of `total` fills. */
export function moneyPageCount(total: number | undefined): number {
  return Math.ceil((total ?? 0) / MONEY_PAGE_SIZE);
}

const keys = adminMoneyKeys;

/** GET /admin/users/{id}/wallet: the user's balance. */
export const useAdminWallet = (userId: string) =>
  useQuery(apiQuery<AdminWallet>(keys.wallet(userId), `/admin/users/${userId}/wallet`));

/** A list of the money desk: its name is both the last segment of its path and a part of its key. */
type MoneyList = Parameters<typeof keys.list>[1];

/** GET /admin/users/{id}/{list}: one page of a money list; the previous page stays on screen while the next one loads. */
const useMoneyList = <T>(userId: string, list: MoneyList, page: number) =>
  useQuery(
    apiQuery<T>(keys.list(userId, list, page), `/admin/users/${userId}/${list}`, {
      params: { page, page_size: MONEY_PAGE_SIZE },
      placeholderData: keepPreviousData,
    }),
  );

/** GET /admin/users/{id}/transactions: the user's ledger, newest first. */
export const useAdminTransactions = (userId: string, page: number) =>
  useMoneyList<WalletTransactionsResponse>(userId, 'transactions', page);

/** GET /admin/users/{id}/payments: the user's top-up payments with their provider status, newest first. */
export const useAdminPayments = (userId: string, page: number) =>
  useMoneyList<AdminPaymentsResponse>(userId, 'payments', page);

/** GET /admin/users/{id}/game-payments: the user's paid bookings, each refundable or not. */
export const useAdminGamePayments = (userId: string, page: number) =>
  useMoneyList<AdminGamePaymentsResponse>(userId, 'game-payments', page);

/** After any money action (done or failed) the user's balance and lists are read again. */
const refreshUser = (client: QueryClient, userId: string) =>
  client.invalidateQueries({ queryKey: keys.user(userId) });

/** POST /admin/users/{id}/adjustments with one Idempotency-Key per dialog: a retried request counts once. */
export const useAdjustBalance = (userId: string) =>
  useMutation({
    mutationFn: (input: { request: AdjustmentRequest; idempotencyKey: string }) =>
      apiPost<AdjustmentResponse>(`/admin/users/${userId}/adjustments`, input.request, {
        headers: { 'Idempotency-Key': input.idempotencyKey },
      }),
    onSettled: (_data, _error, _input, _context, { client }) => refreshUser(client, userId),
  });

/** POST /admin/payments/{id}/recheck: asks the provider about a payment again and applies its answer. */
export const useRecheckPayment = (userId: string) =>
  useMutation({
    mutationFn: (paymentId: string) =>
      apiPost<PaymentRecheckResponse>(`/admin/payments/${paymentId}/recheck`),
    onSettled: (_data, _error, _input, _context, { client }) => refreshUser(client, userId),
  });

/** POST /admin/bookings/{id}/refund: a paid booking's price back to the player's wallet, once, with the reason. */
export const useRefundBooking = (userId: string) =>
  useMutation({
    mutationFn: (input: { registrationId: string; reason: string }) =>
      apiPost<BookingRefundResponse>(`/admin/bookings/${input.registrationId}/refund`, {
        reason: input.reason,
      }),
    onSettled: (_data, _error, _input, _context, { client }) => refreshUser(client, userId),
  });
