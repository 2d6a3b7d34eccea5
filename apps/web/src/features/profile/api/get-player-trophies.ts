import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerAchievements } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}/achievements: the player's competition trophies (403 `profile_private`). */
export async function getPlayerTrophies(id: string, signal?: AbortSignal): Promise<PlayerAchievements> {
  const response = await apiClient.get<PlayerAchievements>(`/users/${encodeURIComponent(id)}/achievements`, {
    signal,
  });
  return response.data;
}

export function playerTrophiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.trophies(id),
    queryFn: ({ signal }) => getPlayerTrophies(id, signal),
    retry: retryUnlessClientError,
  });
}

export function usePlayerTrophies(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...playerTrophiesQueryOptions(id ?? ''),
    enabled: Boolean(id) && options.enabled !== false,
  });
}
