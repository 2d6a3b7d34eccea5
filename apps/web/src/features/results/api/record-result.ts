import { useMutation } from '@tanstack/react-query';
import type { GameResult, RecordResultBody } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';
import { gameKeys } from '../../../api/game-keys';
import { myGamesKeys } from '../../../api/my-games-keys';
import { ratingKeys } from '../../../api/rating-keys';
import { userKeys } from '../../../api/user-keys';

/** POST /games/{id}/result: records the result, or corrects it when it was recorded before. */
export const useRecordResult = (gameId: string) =>
  useMutation({
    mutationFn: (body: RecordResultBody) => apiPost<GameResult>(`/games/${gameId}/result`, body),
    onSuccess: async (result, _body, _onMutateResult, { client }) => {
      client.setQueryData(gameKeys.result(gameId), result);
      // The game turns completed, its sides are final and past games show the score.
      await Promise.all([
        client.invalidateQueries({ queryKey: gameKeys.detail(gameId) }),
        client.invalidateQueries({ queryKey: gameKeys.sides(gameId) }),
        client.invalidateQueries({ queryKey: gameKeys.lists() }),
        client.invalidateQueries({ queryKey: myGamesKeys.all }),
        // Ratings and statistics of everyone in the game moved.
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
        client.invalidateQueries({ queryKey: ratingKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
