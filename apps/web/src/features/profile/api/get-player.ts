import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUserProfile } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { profileKeys } from './profile-keys';

/** GET /users/{id}: a player as others see them (details null for a private profile). */
export async function getPlayer(id: string, signal?: AbortSignal): Promise<PublicUserProfile> {
  const response = await apiClient.get<PublicUserProfile>(`/users/${encodeURIComponent(id)}`, { signal });
  return response.data;
}

/** A 4xx answer (not found, bad id, private) will not change on a retry. */
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status !== null && error.status < 500) && failureCount < 2;

export function playerQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.player(id),
    queryFn: ({ signal }) => getPlayer(id, signal),
    retry: retryUnlessClientError,
  });
}

export function usePlayer(id: string) {
  return useQuery(playerQueryOptions(id));
}
