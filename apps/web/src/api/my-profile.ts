import type { ProfileUpdate, UserProfile } from '@oyna/shared';
import { apiPatch } from '../lib/api-client';

/**
 * PATCH /users/me/profile: only the fields sent change; answers the whole profile. The profile's
 * edit dialog and the session (a new interface language) both save through it.
 */
export const updateMyProfile = (changes: ProfileUpdate) =>
  apiPatch<UserProfile>('/users/me/profile', changes);
