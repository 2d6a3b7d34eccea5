import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingHistory } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { retryUnlessClientError } from '../lib/query-client';
import { userKeys } from './user-keys';

/** GET /users/{id}/rating-history: the rating after each rated game, oldest first (403 when private). */
export async function getRatingHistory(id: string, signal?: AbortSignal): Promise<RatingHistory> {
  const response = await apiClient.get<RatingHistory>(`/users/${encodeURIComponent(id)}/rating-history`, {
    signal,
  });
  return response.data;
}

export function ratingHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.ratingHistory(id),
    queryFn: ({ signal }) => getRatingHistory(id, signal),
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}

/** A player's rating history (the profile, a leaderboard row opened), asked for once `enabled`. */
export function useRatingHistory(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...ratingHistoryQueryOptions(id ?? ''),
    enabled: Boolean(id) && options.enabled !== false,
  });
}
