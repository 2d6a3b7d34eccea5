import type { PlayerStats } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';
import { usePlayerQuery, type PlayerQueryOptions } from '../../../api/player-query';
import { retryUnlessClientError } from '../../../lib/query-client';

/** GET /users/{id}/stats: games, results, goals, reliability, rating, tier and achievements (403 `profile_private`). */
export const playerStatsQueryOptions = (id: string) =>
  apiQuery<PlayerStats>(userKeys.stats(id), `/users/${encodeURIComponent(id)}/stats`, {
    retry: retryUnlessClientError,
  });

export const usePlayerStats = (id: string | undefined, options?: PlayerQueryOptions) =>
  usePlayerQuery(playerStatsQueryOptions, id, options);
