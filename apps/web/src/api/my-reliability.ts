import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reliability } from '@oyna/shared';
import { apiClient } from '../lib/api-client';

export const reliabilityKeys = { mine: ['reliability', 'me'] as const };

/** GET /users/me/reliability: my no-shows, late cancellations and restrictions; an organizer's cancellations. */
export async function getMyReliability(signal?: AbortSignal): Promise<Reliability> {
  const response = await apiClient.get<Reliability>('/users/me/reliability', { signal });
  return response.data;
}

export function useMyReliability(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: reliabilityKeys.mine,
      queryFn: ({ signal }) => getMyReliability(signal),
      staleTime: 60_000,
      enabled,
    }),
  );
}
