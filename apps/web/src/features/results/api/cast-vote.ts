import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CastVoteBody, GameResult } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';
import { gameKeys } from '../../../api/game-keys';
import { userKeys } from '../../../api/user-keys';

/** POST /games/{id}/votes: an attendee's one vote for the player of the match; answers with the result. */
export async function castVote(gameId: string, body: CastVoteBody): Promise<GameResult> {
  const response = await apiClient.post<GameResult>(`/games/${gameId}/votes`, body);
  return response.data;
}

export function useCastVote(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CastVoteBody) => castVote(gameId, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(gameKeys.result(gameId), result);
      // The vote banner and player-of-the-match counts follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    },
    // A refused vote (closed, already cast) may mean the result on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: gameKeys.result(gameId) }),
  });
}
