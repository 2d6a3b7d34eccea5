import { useQuery } from '@tanstack/react-query';
import type { PrivacySettings } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me/settings/privacy: who sees my profile, and whether the leaderboard shows me. */
export const privacySettingsQueryOptions = () =>
  apiQuery<PrivacySettings>(userKeys.privacy(), '/users/me/settings/privacy');

export const usePrivacySettings = () => useQuery(privacySettingsQueryOptions());
