import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@oyna/shared';
import { apiPost } from '../lib/api-client';
import { useSessionStore } from '../lib/session/session-store';

/** POST /users/me/photo (multipart, field `photo`): the server re-encodes it and answers the profile. */
export async function uploadPhoto(photo: Blob): Promise<UserProfile> {
  const form = new FormData();
  form.append('photo', photo, 'photo.jpg');
  // Sent as multipart: the browser writes the type with its boundary (lib/http-request.ts).
  return apiPost<UserProfile>('/users/me/photo', form);
}

/** Uploads the cropped photo and shows it at once wherever the session user's photo appears. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (profile) => useSessionStore.getState().updateUser({ photo_url: profile.photo_url }),
  });
}
