import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wallet: the balance and the loyalty tier. */
export const walletQueryOptions = () => apiQuery<Wallet>(walletKeys.summary(), '/wallet', { staleTime: 0 });

/** The wallet: the one place the app reads the balance from (`enabled: false` holds the read back). */
export const useWallet = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...walletQueryOptions(), ...(enabled ? {} : { enabled }) });

/** A money request failed or its answer is unknown (a timeout): the wallet is read again. */
export function rereadWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/**
 * Money moved (a booking, leaving, a top-up): the balance its answer carries goes into the wallet
 * query, the one copy the app keeps, and the history is read again.
 */
export async function receiveBalance(queryClient: QueryClient, balance: number): Promise<void> {
  const known = queryClient.getQueryData<Wallet>(walletKeys.summary());
  if (known) queryClient.setQueryData<Wallet>(walletKeys.summary(), { ...known, balance });
  await Promise.all([
    // Without a wallet read yet there is nothing to update: it is read when first shown.
    known ? undefined : queryClient.invalidateQueries({ queryKey: walletKeys.summary() }),
    queryClient.invalidateQueries({ queryKey: walletKeys.transactions() }),
  ]);
}
