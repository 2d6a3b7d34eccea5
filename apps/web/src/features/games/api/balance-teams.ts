import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceTeamsBody, GameTeams } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** POST /games/{id}/teams/balance: the balancer splits the players, keeping the locked ones, and saves. */
export async function balanceTeams(gameId: string, body: BalanceTeamsBody): Promise<GameTeams> {
  const response = await apiClient.post<GameTeams>(`/games/${gameId}/teams/balance`, body);
  return response.data;
}

export function useBalanceTeams(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceTeamsBody) => balanceTeams(gameId, body),
    onSuccess: (teams) => queryClient.setQueryData(gameKeys.teams(gameId), teams),
  });
}
