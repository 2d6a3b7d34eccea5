import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyGamesQuery, MyGamesResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /users/me/games: my booked games, upcoming (soonest first) or past. */
export async function getMyGames(query: MyGamesQuery, signal?: AbortSignal): Promise<MyGamesResponse> {
  const response = await apiClient.get<MyGamesResponse>('/users/me/games', { params: query, signal });
  return response.data;
}

/** Key prefix `['my-games']`: the games feature invalidates it after a booking or leaving. */
export function useMyGames(query: MyGamesQuery) {
  return useQuery({
    queryKey: ['my-games', query],
    queryFn: ({ signal }) => getMyGames(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
