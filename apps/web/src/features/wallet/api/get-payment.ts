import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { walletKeys } from '../../../api/wallet-keys';

/** While a payment is pending its status is asked again this often. */
export const PAYMENT_POLL_MS = 1500;

/** GET /payments/{id}: a top-up's status. */
export const paymentQueryOptions = (id: string) =>
  apiQuery<Payment>(walletKeys.payment(id), `/payments/${encodeURIComponent(id)}`, {
    staleTime: 0,
    // Follows the payment until it is final.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
  });

export const usePayment = (id: string) => useQuery(paymentQueryOptions(id));
