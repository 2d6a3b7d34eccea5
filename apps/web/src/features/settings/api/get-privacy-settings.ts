import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacySettings } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me/settings/privacy: who sees my profile, and whether the leaderboard shows me. */
export async function getPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  const response = await apiClient.get<PrivacySettings>('/users/me/settings/privacy', { signal });
  return response.data;
}

export function privacySettingsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.privacy(),
    queryFn: ({ signal }) => getPrivacySettings(signal),
  });
}

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions());
}
