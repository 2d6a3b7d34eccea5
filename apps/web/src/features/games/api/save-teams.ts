import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameTeams, SaveTeamsBody } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** PUT /games/{id}/teams: the organizer's own arrangement, every confirmed player in one team. */
export async function saveTeams(gameId: string, body: SaveTeamsBody): Promise<GameTeams> {
  const response = await apiClient.put<GameTeams>(`/games/${gameId}/teams`, body);
  return response.data;
}

export function useSaveTeams(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTeamsBody) => saveTeams(gameId, body),
    onSuccess: (teams) => queryClient.setQueryData(gameKeys.teams(gameId), teams),
  });
}
