import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceSidesBody, GameSides } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** POST /games/{id}/sides/balance: the balancer splits the players, keeping the locked ones, and saves. */
export async function balanceSides(gameId: string, body: BalanceSidesBody): Promise<GameSides> {
  const response = await apiClient.post<GameSides>(`/games/${gameId}/sides/balance`, body);
  return response.data;
}

export function useBalanceSides(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceSidesBody) => balanceSides(gameId, body),
    onSuccess: (sides) => queryClient.setQueryData(gameKeys.sides(gameId), sides),
  });
}
