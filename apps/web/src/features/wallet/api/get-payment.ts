import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from '../../../api/wallet-keys';

/** While a payment is pending its status is asked again this often. */
export const PAYMENT_POLL_MS = 1500;

/** GET /payments/{id}: a top-up's status. */
export async function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  const response = await apiClient.get<Payment>(`/payments/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    staleTime: 0,
    // Follows the payment until it is final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });
}

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
