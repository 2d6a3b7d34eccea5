import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { ratingKeys } from '../../../api/rating-keys';
import { userKeys } from '../../../api/user-keys';

/** PUT /users/me/settings/privacy: both settings at once; answers what was saved. */
export async function updatePrivacySettings(settings: PrivacySettings): Promise<PrivacySettings> {
  const response = await apiClient.put<PrivacySettings>('/users/me/settings/privacy', settings);
  return response.data;
}

/** Saves the privacy settings; the leaderboard (`['ratings']`) is refetched since it may show me or not. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(userKeys.privacy(), settings);
      void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
    },
  });
}
