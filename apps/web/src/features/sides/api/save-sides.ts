import { useMutation } from '@tanstack/react-query';
import type { GameSides, SaveSidesBody } from '@oyna/shared';
import { apiPut } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** PUT /games/{id}/sides: the organizer's own arrangement, every confirmed player in one side. */
export const useSaveSides = (gameId: string) =>
  useMutation({
    mutationFn: (body: SaveSidesBody) => apiPut<GameSides>(`/games/${gameId}/sides`, body),
    onSuccess: (sides, _body, _result, { client }) => client.setQueryData(gameKeys.sides(gameId), sides),
  });
