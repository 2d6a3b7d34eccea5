import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGamesQuery, MyGamesResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { myGamesKeys } from './my-games-keys';

/** GET /users/me/games: my booked games, upcoming (soonest first) or past (latest first). */
export async function getMyGames(query: MyGamesQuery, signal?: AbortSignal): Promise<MyGamesResponse> {
  const response = await apiClient.get<MyGamesResponse>('/users/me/games', { params: query, signal });
  return response.data;
}

export function myGamesQueryOptions(query: MyGamesQuery) {
  return queryOptions({
    queryKey: myGamesKeys.list(query),
    queryFn: ({ signal }) => getMyGames(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** One page of my games; the previous page stays on screen while the next one loads. */
export function useMyGames(query: MyGamesQuery) {
  return useQuery(myGamesQueryOptions(query));
}
