import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSides } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** DELETE /games/{id}/sides: the organizer clears the saved sides; every player is unassigned again. */
export async function resetSides(gameId: string): Promise<GameSides> {
  const response = await apiClient.delete<GameSides>(`/games/${gameId}/sides`);
  return response.data;
}

export function useResetSides(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetSides(gameId),
    onSuccess: (sides) => queryClient.setQueryData(gameKeys.sides(gameId), sides),
  });
}
