import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardQuery } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { ratingKeys } from '../../../api/rating-keys';

/** GET /ratings: one page of the leaderboard for a period and a line, with my own row. */
export const leaderboardQueryOptions = (query: LeaderboardQuery) =>
  apiQuery<Leaderboard>(ratingKeys.leaderboard(query), '/ratings', {
    params: query,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The leaderboard; the previous page stays on screen while the next one loads. */
export const useLeaderboard = (query: LeaderboardQuery) => useQuery(leaderboardQueryOptions(query));
