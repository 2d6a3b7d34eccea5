import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { apiClient } from '../../../../lib/api-client';

/** Page size of every list of the money desk. */
export const MONEY_PAGE_SIZE = 10;

/** How many pages of the money desk's size a list of `total` fills. */
export function moneyPageCount(total: number | undefined): number {
  return Math.ceil((total ?? 0) / MONEY_PAGE_SIZE);
}

const keys = adminMoneyKeys;

async function get<T>(url: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return (await apiClient.get<T>(url, { params, signal })).data;
}

export function useAdminWallet(userId: string) {
  return useQuery({
    queryKey: keys.wallet(userId),
    queryFn: ({ signal }) => get<AdminWallet>(`/admin/users/${userId}/wallet`, undefined, signal),
  });
}

const pageParams = (page: number) => ({ page, page_size: MONEY_PAGE_SIZE });

export function useAdminTransactions(userId: string, page: number) {
  return useQuery({
    queryKey: keys.list(userId, 'transactions', page),
    queryFn: ({ signal }) =>
      get<WalletTransactionsResponse>(`/admin/users/${userId}/transactions`, pageParams(page), signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPayments(userId: string, page: number) {
  return useQuery({
    queryKey: keys.list(userId, 'payments', page),
    queryFn: ({ signal }) =>
      get<AdminPaymentsResponse>(`/admin/users/${userId}/payments`, pageParams(page), signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGamePayments(userId: string, page: number) {
  return useQuery({
    queryKey: keys.list(userId, 'game-payments', page),
    queryFn: ({ signal }) =>
      get<AdminGamePaymentsResponse>(`/admin/users/${userId}/game-payments`, pageParams(page), signal),
    placeholderData: keepPreviousData,
  });
}

/** After any money action the user's balance and lists are read again. */
function useRefreshUser(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.user(userId) });
}

/** POST /admin/users/{id}/adjustments with one Idempotency-Key per dialog: a retried request counts once. */
export function useAdjustBalance(userId: string) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: async (input: { request: AdjustmentRequest; idempotencyKey: string }) =>
      (
        await apiClient.post<AdjustmentResponse>(`/admin/users/${userId}/adjustments`, input.request, {
          headers: { 'Idempotency-Key': input.idempotencyKey },
        })
      ).data,
    onSettled: refresh,
  });
}

export function useRecheckPayment(userId: string) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: async (paymentId: string) =>
      (await apiClient.post<PaymentRecheckResponse>(`/admin/payments/${paymentId}/recheck`)).data,
    onSettled: refresh,
  });
}

export function useRefundBooking(userId: string) {
  const refresh = useRefreshUser(userId);
  return useMutation({
    mutationFn: async (input: { registrationId: string; reason: string }) =>
      (
        await apiClient.post<BookingRefundResponse>(`/admin/bookings/${input.registrationId}/refund`, {
          reason: input.reason,
        })
      ).data,
    onSettled: refresh,
  });
}
