import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me: the signed-in player with every profile field. */
export async function getMyProfile(signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiClient.get<UserProfile>('/users/me', { signal });
  return response.data;
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMyProfile(signal) });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
