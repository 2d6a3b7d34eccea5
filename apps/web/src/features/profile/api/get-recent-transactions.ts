import { useQuery } from '@tanstack/react-query';
import type { WalletTransactionsQuery, WalletTransactionsResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { walletTransactionsKey } from './profile-keys';

export const RECENT_TRANSACTIONS = 5;

/** GET /wallet/transactions, first page: the latest few ledger rows. */
export async function getRecentTransactions(signal?: AbortSignal): Promise<WalletTransactionsResponse> {
  const params: WalletTransactionsQuery = { page: 1, page_size: RECENT_TRANSACTIONS };
  const response = await apiClient.get<WalletTransactionsResponse>('/wallet/transactions', {
    params,
    signal,
  });
  return response.data;
}

export function useRecentTransactions() {
  return useQuery({
    queryKey: [...walletTransactionsKey, 'recent'],
    queryFn: ({ signal }) => getRecentTransactions(signal),
    staleTime: 0,
  });
}
