import { useMutation } from '@tanstack/react-query';
import type { CreateGameRequest, GameDetail, GameSummary, UpdateGameRequest } from '@oyna/shared';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** POST /games: one game (organizers and admins); a weekly game is a series (`create-series.ts`). */
export const useCreateGame = () =>
  useMutation({
    mutationFn: async (game: CreateGameRequest) =>
      (await apiPost<{ items: GameSummary[] }>('/games', game)).items,
    onSuccess: (_games, _game, _result, { client }) =>
      client.invalidateQueries({ queryKey: gameKeys.lists() }),
  });

/** PATCH /games/{id}: only the fields sent change. */
export const useUpdateGame = (id: string) =>
  useMutation({
    mutationFn: (changes: UpdateGameRequest) => apiPatch<GameDetail>(`/games/${id}`, changes),
    onSuccess: async (detail, _changes, _result, { client }) => {
      client.setQueryData(gameKeys.detail(id), detail);
      await client.invalidateQueries({ queryKey: gameKeys.lists() });
    },
  });

/** POST /games/{id}/cancel: calls the game off; everyone is refunded in full. */
export const useCancelGame = (id: string) =>
  useMutation({
    mutationFn: () => apiPost<{ refunded_players: number }>(`/games/${id}/cancel`),
    onSettled: (_answer, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: gameKeys.all }),
  });
