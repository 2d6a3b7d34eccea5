import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingHistory } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { ratingKeys } from './rating-keys';

/** GET /users/{id}/rating-history: a player's rating after each rated game, oldest first (403 when private). */
export async function getRatingHistory(userId: string, signal?: AbortSignal): Promise<RatingHistory> {
  const response = await apiClient.get<RatingHistory>(`/users/${encodeURIComponent(userId)}/rating-history`, {
    signal,
  });
  return response.data;
}

export function ratingHistoryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ratingKeys.history(userId),
    queryFn: ({ signal }) => getRatingHistory(userId, signal),
    staleTime: 60_000,
  });
}

/** A player's rating history, fetched only once `enabled` (a leaderboard row opened). */
export function useRatingHistory(userId: string, enabled = true) {
  return useQuery({ ...ratingHistoryQueryOptions(userId), enabled });
}
