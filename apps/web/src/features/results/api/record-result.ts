import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameResult, RecordResultBody } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';
import { gameKeys } from '../../../api/game-keys';
import { myGamesKeys } from '../../../api/my-games-keys';
import { ratingKeys } from '../../../api/rating-keys';
import { userKeys } from '../../../api/user-keys';

/** POST /games/{id}/result: records the result, or corrects it when it was recorded before. */
export async function recordResult(gameId: string, body: RecordResultBody): Promise<GameResult> {
  const response = await apiClient.post<GameResult>(`/games/${gameId}/result`, body);
  return response.data;
}

export function useRecordResult(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordResultBody) => recordResult(gameId, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(gameKeys.result(gameId), result);
      // The game turns completed, its sides are final and past games show the score.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.sides(gameId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: myGamesKeys.all }),
        // Ratings and statistics of everyone in the game moved.
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
  });
}
