import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@oyna/shared';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
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

/**
 * The wallet, kept fresh; whenever its balance changes, the signed-in user's balance (shown in the
 * top bar) follows without a reload.
 */
export function useWallet() {
  const query = useQuery(walletQueryOptions());
  const balance = query.data?.balance;
  const updateUser = useSessionStore((state) => state.updateUser);
  const shownBalance = useSessionStore((state) => state.user?.balance);
  useEffect(() => {
    if (balance !== undefined && balance !== shownBalance) updateUser({ balance });
  }, [balance, shownBalance, updateUser]);
  return query;
}
