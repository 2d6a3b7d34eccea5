import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}/stats: games, results, goals, reliability, rating, tier and achievements (403 `profile_private`). */
export async function getPlayerStats(id: string, signal?: AbortSignal): Promise<PlayerStats> {
  const response = await apiClient.get<PlayerStats>(`/users/${encodeURIComponent(id)}/stats`, { signal });
  return response.data;
}

export function playerStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.stats(id),
    queryFn: ({ signal }) => getPlayerStats(id, signal),
    retry: retryUnlessClientError,
  });
}

export function usePlayerStats(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...playerStatsQueryOptions(id ?? ''),
    enabled: Boolean(id) && options.enabled !== false,
  });
}
