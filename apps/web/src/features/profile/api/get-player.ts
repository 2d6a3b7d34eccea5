import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUserProfile } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}: a player as others see them (details null for a private profile). */
export async function getPlayer(id: string, signal?: AbortSignal): Promise<PublicUserProfile> {
  const response = await apiClient.get<PublicUserProfile>(`/users/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

export function playerQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.player(id),
    queryFn: ({ signal }) => getPlayer(id, signal),
    retry: retryUnlessClientError,
  });
}

export function usePlayer(id: string) {
  return useQuery(playerQueryOptions(id));
}
