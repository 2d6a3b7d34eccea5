import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyGamesQuery, MyGamesResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { MY_GAMES_KEY_PREFIX } from './refresh-after-booking';

/** GET /users/me/games: my booked games, upcoming (soonest first) or past (latest first). */
export async function getMyGames(query: MyGamesQuery, signal?: AbortSignal): Promise<MyGamesResponse> {
  const response = await apiClient.get<MyGamesResponse>('/users/me/games', { params: query, signal });
  return response.data;
}

export function useMyGames(query: MyGamesQuery) {
  return useQuery({
    queryKey: [...MY_GAMES_KEY_PREFIX, query],
    queryFn: ({ signal }) => getMyGames(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
