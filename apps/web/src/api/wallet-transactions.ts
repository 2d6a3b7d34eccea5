import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransactionsQuery, WalletTransactionsResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wallet/transactions: one page of the ledger, newest first. */
export async function getTransactions(
  query: WalletTransactionsQuery,
  signal?: AbortSignal,
): Promise<WalletTransactionsResponse> {
  const response = await apiClient.get<WalletTransactionsResponse>('/wallet/transactions', {
    params: query,
    signal,
  });
  return response.data;
}

export function transactionsQueryOptions(query: WalletTransactionsQuery) {
  return queryOptions({
    queryKey: walletKeys.transactionList(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One page of my transactions; the previous page stays on screen while the next one loads. */
export function useTransactions(query: WalletTransactionsQuery) {
  return useQuery(transactionsQueryOptions(query));
}
