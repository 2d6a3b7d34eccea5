import { useMutation } from '@tanstack/react-query';
import { updateMyProfile } from '../../../api/my-profile';
import { userKeys } from '../../../api/user-keys';
import { useSessionStore } from '../../../lib/session/session-store';

/** Saves profile fields; the profile and the session user (name in the top bar, language) follow. */
export const useUpdateMyProfile = () =>
  useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile, _changes, _result, { client }) => {
      client.setQueryData(userKeys.me(), profile);
      void client.invalidateQueries({ queryKey: userKeys.player(profile.id) });
      const { first_name, last_name, full_name, photo_url, language } = profile;
      useSessionStore.getState().updateUser({ first_name, last_name, full_name, photo_url, language });
    },
  });
