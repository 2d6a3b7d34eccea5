import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RefereedGamesQuery, RefereedGamesResponse } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /users/me/refereed-games: the games I referee, upcoming soonest first or past newest first. */
export async function getRefereedGames(
  query: RefereedGamesQuery,
  signal?: AbortSignal,
): Promise<RefereedGamesResponse> {
  return (await apiClient.get<RefereedGamesResponse>('/users/me/refereed-games', { params: query, signal }))
    .data;
}

/** One page of the games I referee; the previous page stays on screen while the next one loads. */
export function useRefereedGames(scope: 'upcoming' | 'past', page: number, pageSize: number) {
  return useQuery({
    queryKey: gameKeys.refereed(scope, page),
    queryFn: ({ signal }) => getRefereedGames({ scope, page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}
