import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameListQuery, GameListResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** Places change all the time: a list on screen is refreshed this often and on focus. */
export const GAME_LIST_REFRESH_MS = 30_000;

/** GET /games: one page of games matching the search and filters, with my price. */
export async function getGames(query: GameListQuery, signal?: AbortSignal): Promise<GameListResponse> {
  const response = await apiClient.get<GameListResponse>('/games', { params: query, signal });
  return response.data;
}

export function gamesQueryOptions(query: GameListQuery) {
  return queryOptions({
    queryKey: gameKeys.list(query),
    queryFn: ({ signal }) => getGames(query, signal),
    placeholderData: keepPreviousData,
    staleTime: GAME_LIST_REFRESH_MS,
    refetchInterval: GAME_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The game list; the previous page stays on screen while the next one loads. */
export function useGames(query: GameListQuery) {
  return useQuery(gamesQueryOptions(query));
}
