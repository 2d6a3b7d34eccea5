import { useMutation } from '@tanstack/react-query';
import type { CastVoteBody, GameResult } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';
import { gameKeys } from '../../../api/game-keys';
import { userKeys } from '../../../api/user-keys';

/** POST /games/{id}/votes: an attendee's one vote for the player of the match; answers with the result. */
export const useCastVote = (gameId: string) =>
  useMutation({
    mutationFn: (body: CastVoteBody) => apiPost<GameResult>(`/games/${gameId}/votes`, body),
    onSuccess: async (result, _body, _onMutateResult, { client }) => {
      client.setQueryData(gameKeys.result(gameId), result);
      // The vote banner and player-of-the-match counts follow.
      await Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
    // A refused vote (closed, already cast) may mean the result on screen is stale.
    onError: (_error, _body, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: gameKeys.result(gameId) }),
  });
