import { useMutation } from '@tanstack/react-query';
import type { PrivacySettings } from '@oyna/shared';
import { apiPut } from '../../../lib/api-client';
import { ratingKeys } from '../../../api/rating-keys';
import { userKeys } from '../../../api/user-keys';

/**
 * PUT /users/me/settings/privacy: both settings at once; answers what was saved. The leaderboard
 * (`['ratings']`) is refetched since it may show me or not.
 */
export const useUpdatePrivacySettings = () =>
  useMutation({
    mutationFn: (settings: PrivacySettings) =>
      apiPut<PrivacySettings>('/users/me/settings/privacy', settings),
    onSuccess: (saved, _settings, _result, { client }) => {
      client.setQueryData(userKeys.privacy(), saved);
      void client.invalidateQueries({ queryKey: ratingKeys.all });
    },
  });
