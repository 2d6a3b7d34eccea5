import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardQuery } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { ratingKeys } from '../../../api/rating-keys';

/** GET /ratings: one page of the leaderboard for a period and a line, with my own row. */
export async function getLeaderboard(query: LeaderboardQuery, signal?: AbortSignal): Promise<Leaderboard> {
  const response = await apiClient.get<Leaderboard>('/ratings', { params: query, signal });
  return response.data;
}

export function leaderboardQueryOptions(query: LeaderboardQuery) {
  return queryOptions({
    queryKey: ratingKeys.leaderboard(query),
    queryFn: ({ signal }) => getLeaderboard(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The leaderboard; the previous page stays on screen while the next one loads. */
export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery(leaderboardQueryOptions(query));
}
