import { useMutation } from '@tanstack/react-query';
import type { GameSides } from '@oyna/shared';
import { apiDelete } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';

/** DELETE /games/{id}/sides: the organizer clears the saved sides; every player is unassigned again. */
export const useResetSides = (gameId: string) =>
  useMutation({
    mutationFn: () => apiDelete<GameSides>(`/games/${gameId}/sides`),
    onSuccess: (sides, _variables, _result, { client }) => client.setQueryData(gameKeys.sides(gameId), sides),
  });
