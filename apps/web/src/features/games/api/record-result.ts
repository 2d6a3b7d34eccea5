import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameResult, RecordResultBody } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { DASHBOARD_KEY, RATINGS_KEY, USERS_KEY } from '../../../lib/shared-query-keys';
import { MY_GAMES_KEY_PREFIX } from './refresh-after-booking';
import { gameKeys } from './game-keys';

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
      // The game turns completed, its teams are final and past games show the score.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.teams(gameId) }),
        queryClient.invalidateQueries({ queryKey: gameKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: MY_GAMES_KEY_PREFIX }),
        // Ratings and statistics of everyone in the game moved.
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: RATINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      ]);
    },
  });
}
