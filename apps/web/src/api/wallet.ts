import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wallet: the balance and the loyalty tier. */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  const response = await apiClient.get<Wallet>('/wallet', { signal });
  return response.data;
}

export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 0,
  });
}

/** The wallet: the one place the app reads the balance from. */
export function useWallet() {
  return useQuery(walletQueryOptions());
}
