import { useMutation } from '@tanstack/react-query';
import type { SkillsUpdate, UserProfile } from '@oyna/shared';
import { apiPatch } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** PATCH /users/me/skills: some or all of the ten ratings; answers the whole profile. */
export const useUpdateMySkills = () =>
  useMutation({
    mutationFn: (changes: SkillsUpdate) => apiPatch<UserProfile>('/users/me/skills', changes),
    onSuccess: (profile, _changes, _result, { client }) => {
      client.setQueryData(userKeys.me(), profile);
      void client.invalidateQueries({ queryKey: userKeys.player(profile.id) });
    },
  });
