import type { ProfileUpdate, UserProfile } from '@oyna/shared';
import { apiClient } from '../lib/api-client';

/**
 * PATCH /users/me/profile: only the fields sent change; answers the whole profile. The profile's
 * edit dialog and the session (a new interface language) both save through it.
 */
export async function updateMyProfile(changes: ProfileUpdate): Promise<UserProfile> {
  const response = await apiClient.patch<UserProfile>('/users/me/profile', changes);
  return response.data;
}
