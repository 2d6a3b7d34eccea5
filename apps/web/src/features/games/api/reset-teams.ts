import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameTeams } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** DELETE /games/{id}/teams: the organizer clears the saved teams; every player is unassigned again. */
export async function resetTeams(gameId: string): Promise<GameTeams> {
  const response = await apiClient.delete<GameTeams>(`/games/${gameId}/teams`);
  return response.data;
}

export function useResetTeams(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTeams(gameId),
    onSuccess: (teams) => queryClient.setQueryData(gameKeys.teams(gameId), teams),
  });
}
