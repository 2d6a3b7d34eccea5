import { useMutation, useQuery } from '@tanstack/react-query';
import type { GameWatch } from '@oyna/shared';
import { alertKeys } from '../../../api/alert-keys';
import { gameKeys } from '../../../api/game-keys';
import { apiDelete, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** GET /games/{id}/watch: whether I watch this full game, and a place offered or held for me. */
export const useGameWatch = (gameId: string, enabled: boolean) =>
  useQuery({ ...apiQuery<GameWatch>(alertKeys.watch(gameId), `/games/${gameId}/watch`), enabled });

/** PUT /games/{id}/watch: watch a full game. */
export const useWatchGame = (gameId: string) =>
  useMutation({
    mutationFn: () => apiPut<GameWatch>(`/games/${gameId}/watch`),
    onSuccess: (watch, _v, _r, { client }) => client.setQueryData(alertKeys.watch(gameId), watch),
  });

/** DELETE /games/{id}/watch: stop watching. */
export const useUnwatchGame = (gameId: string) =>
  useMutation({
    mutationFn: () => apiDelete<GameWatch>(`/games/${gameId}/watch`),
    onSuccess: (watch, _v, _r, { client }) => client.setQueryData(alertKeys.watch(gameId), watch),
  });

/** POST /games/{id}/watch/claim: take the place I was told is free (held for me a few minutes). */
export const useClaimWatchedPlace = (gameId: string) =>
  useMutation({
    mutationFn: () => apiPost<GameWatch>(`/games/${gameId}/watch/claim`),
    onSuccess: async (watch, _v, _r, { client }) => {
      client.setQueryData(alertKeys.watch(gameId), watch);
      await client.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    },
    onError: (_error, _v, _r, { client }) => client.invalidateQueries({ queryKey: alertKeys.watch(gameId) }),
  });
