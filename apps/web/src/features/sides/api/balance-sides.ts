import { useMutation } from '@tanstack/react-query';
import type { BalanceSidesBody, GameSides } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** POST /games/{id}/sides/balance: the balancer splits the players, keeping the locked ones, and saves. */
export const useBalanceSides = (gameId: string) =>
  useMutation({
    mutationFn: (body: BalanceSidesBody) => apiPost<GameSides>(`/games/${gameId}/sides/balance`, body),
    onSuccess: (sides, _body, _result, { client }) => client.setQueryData(gameKeys.sides(gameId), sides),
  });
