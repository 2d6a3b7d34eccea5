import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillsUpdate, UserProfile } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** PATCH /users/me/skills: some or all of the ten ratings; answers the whole profile. */
export async function updateMySkills(changes: SkillsUpdate): Promise<UserProfile> {
  const response = await apiClient.patch<UserProfile>('/users/me/skills', changes);
  return response.data;
}

export function useUpdateMySkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMySkills,
    onSuccess: (profile) => {
      queryClient.setQueryData(userKeys.me(), profile);
      void queryClient.invalidateQueries({ queryKey: userKeys.player(profile.id) });
    },
  });
}
