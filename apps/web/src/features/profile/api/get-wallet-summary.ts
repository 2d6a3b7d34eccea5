import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { walletSummaryKey } from './profile-keys';

/** GET /wallet: the balance shown on the profile (cached under the wallet feature's key). */
export async function getWalletSummary(signal?: AbortSignal): Promise<Wallet> {
  const response = await apiClient.get<Wallet>('/wallet', { signal });
  return response.data;
}

export function useWalletSummary() {
  return useQuery({
    queryKey: walletSummaryKey,
    queryFn: ({ signal }) => getWalletSummary(signal),
    staleTime: 0,
  });
}
