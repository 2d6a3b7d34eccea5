import { useQuery } from '@tanstack/react-query';
import type { MyGamesQuery, MyGamesResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { myGamesKey } from './profile-keys';

export const PAST_GAMES = 5;

/** GET /users/me/games?scope=past: my latest played games, newest first. */
export async function getPastGames(signal?: AbortSignal): Promise<MyGamesResponse> {
  const params: MyGamesQuery = { scope: 'past', page: 1, page_size: PAST_GAMES };
  const response = await apiClient.get<MyGamesResponse>('/users/me/games', { params, signal });
  return response.data;
}

export function usePastGames() {
  return useQuery({
    queryKey: [...myGamesKey, 'profile-past'],
    queryFn: ({ signal }) => getPastGames(signal),
  });
}
