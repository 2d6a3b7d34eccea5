import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameSides } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /games/{id}/sides: the saved sides (players of the game and its organizer; 403 for others). */
export async function getGameSides(gameId: string, signal?: AbortSignal): Promise<GameSides> {
  const response = await apiClient.get<GameSides>(`/games/${gameId}/sides`, { signal });
  return response.data;
}

export function gameSidesQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.sides(gameId),
    queryFn: ({ signal }) => getGameSides(gameId, signal),
    staleTime: 15_000,
    // A 403 (not a player of this game) or 404 will not change by asking again.
    retry: false,
  });
}

export function useGameSides(gameId: string, enabled: boolean) {
  return useQuery({ ...gameSidesQueryOptions(gameId), enabled });
}
