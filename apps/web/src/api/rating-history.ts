import type { RatingHistory } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { usePlayerQuery, type PlayerQueryOptions } from './player-query';
import { retryUnlessClientError } from '../lib/query-client';
import { userKeys } from './user-keys';

/** GET /users/{id}/rating-history: the rating after each rated game, oldest first (403 when private). */
export const ratingHistoryQueryOptions = (id: string) =>
  apiQuery<RatingHistory>(userKeys.ratingHistory(id), `/users/${encodeURIComponent(id)}/rating-history`, {
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });

/** A player's rating history (the profile, a leaderboard row opened), asked for once `enabled`. */
export const useRatingHistory = (id: string | undefined, options?: PlayerQueryOptions) =>
  usePlayerQuery(ratingHistoryQueryOptions, id, options);
