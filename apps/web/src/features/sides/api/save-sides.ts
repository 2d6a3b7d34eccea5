import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSides, SaveSidesBody } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** PUT /games/{id}/sides: the organizer's own arrangement, every confirmed player in one side. */
export async function saveSides(gameId: string, body: SaveSidesBody): Promise<GameSides> {
  const response = await apiClient.put<GameSides>(`/games/${gameId}/sides`, body);
  return response.data;
}

export function useSaveSides(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSidesBody) => saveSides(gameId, body),
    onSuccess: (sides) => queryClient.setQueryData(gameKeys.sides(gameId), sides),
  });
}
