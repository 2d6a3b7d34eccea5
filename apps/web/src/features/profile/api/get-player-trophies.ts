import type { PlayerAchievements } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { usePlayerQuery, type PlayerQueryOptions } from '../../../api/player-query';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}/achievements: the player's competition trophies (403 `profile_private`). */
export const playerTrophiesQueryOptions = (id: string) =>
  apiQuery<PlayerAchievements>(userKeys.trophies(id), `/users/${encodeURIComponent(id)}/achievements`, {
    retry: retryUnlessClientError,
  });

export const usePlayerTrophies = (id: string | undefined, options?: PlayerQueryOptions) =>
  usePlayerQuery(playerTrophiesQueryOptions, id, options);
