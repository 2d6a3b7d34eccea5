import { useQuery } from '@tanstack/react-query';
import type { PublicUserProfile } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}: a player as others see them (details null for a private profile). */
export const playerQueryOptions = (id: string) =>
  apiQuery<PublicUserProfile>(userKeys.player(id), `/users/${encodeURIComponent(id)}`, {
    retry: retryUnlessClientError,
  });

export const usePlayer = (id: string) => useQuery(playerQueryOptions(id));
