import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me: the signed-in player with every profile field. */
export const myProfileQueryOptions = () => apiQuery<UserProfile>(userKeys.me(), '/users/me');

export const useMyProfile = () => useQuery(myProfileQueryOptions());
