import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGameRequest, GameDetail, GameSummary, UpdateGameRequest } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** POST /games: one game, or a weekly series when `repeat_weeks` > 1 (organizers and admins). */
export async function createGame(game: CreateGameRequest): Promise<GameSummary[]> {
  const response = await apiClient.post<{ items: GameSummary[] }>('/games', game);
  return response.data.items;
}

/** PATCH /games/{id}: only the fields sent change. */
export async function updateGame(id: string, changes: UpdateGameRequest): Promise<GameDetail> {
  const response = await apiClient.patch<GameDetail>(`/games/${id}`, changes);
  return response.data;
}

/** POST /games/{id}/cancel: calls the game off; everyone is refunded in full. */
export async function cancelGame(id: string): Promise<{ refunded_players: number }> {
  const response = await apiClient.post<{ refunded_players: number }>(`/games/${id}/cancel`);
  return response.data;
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.lists() }),
  });
}

export function useUpdateGame(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateGameRequest) => updateGame(id, changes),
    onSuccess: async (detail) => {
      queryClient.setQueryData(gameKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });
}

export function useCancelGame(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelGame(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
