import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDetail } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /games/{id}: the game with its venue, players, my booking and my price. */
export async function getGame(id: string, signal?: AbortSignal): Promise<GameDetail> {
  const response = await apiClient.get<GameDetail>(`/games/${id}`, { signal });
  return response.data;
}

export function gameQueryOptions(id: string) {
  return queryOptions({
    queryKey: gameKeys.detail(id),
    queryFn: ({ signal }) => getGame(id, signal),
    // The places arrive live over SSE; the rest (players, my booking) is refreshed on focus.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useGame(id: string) {
  return useQuery(gameQueryOptions(id));
}
