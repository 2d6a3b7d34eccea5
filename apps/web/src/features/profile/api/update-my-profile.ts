import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, UserProfile } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { profileKeys } from './profile-keys';

/** PATCH /users/me/profile: only the fields sent change; answers the whole profile. */
export async function updateMyProfile(changes: ProfileUpdate): Promise<UserProfile> {
  const response = await apiClient.patch<UserProfile>('/users/me/profile', changes);
  return response.data;
}

/** Saves profile fields; the profile and the session user (name in the top bar, language) follow. */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.me(), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.player(profile.id) });
      const { first_name, last_name, full_name, photo_url, language } = profile;
      useSessionStore.getState().updateUser({ first_name, last_name, full_name, photo_url, language });
    },
  });
}
