import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameTeams } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** GET /games/{id}/teams: the saved teams (players of the game and its organizer; 403 for others). */
export async function getGameTeams(gameId: string, signal?: AbortSignal): Promise<GameTeams> {
  const response = await apiClient.get<GameTeams>(`/games/${gameId}/teams`, { signal });
  return response.data;
}

export function gameTeamsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.teams(gameId),
    queryFn: ({ signal }) => getGameTeams(gameId, signal),
    staleTime: 15_000,
    // A 403 (not a player of this game) or 404 will not change by asking again.
    retry: false,
  });
}

export function useGameTeams(gameId: string, enabled: boolean) {
  return useQuery({ ...gameTeamsQueryOptions(gameId), enabled });
}
