import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignRefereeInput,
  FairPlayInput,
  FairPlayResponse,
  GameDetail,
  RefereeListResponse,
} from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { refereeKeys } from '../../../api/referee-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /referees: the referees an organizer may assign, by the name typed. */
export async function searchReferees(search: string, signal?: AbortSignal): Promise<RefereeListResponse> {
  return (await apiClient.get<RefereeListResponse>('/referees', { params: { search }, signal })).data;
}

export function useRefereeSearch(search: string) {
  return useQuery({
    queryKey: refereeKeys.search(search),
    queryFn: ({ signal }) => searchReferees(search, signal),
  });
}

/** PUT /games/{id}/referee: assigns, changes or removes (null) the game's referee. */
export async function assignReferee(gameId: string, input: AssignRefereeInput): Promise<GameDetail> {
  return (await apiClient.put<GameDetail>(`/games/${gameId}/referee`, input)).data;
}

/** The game's page shows the new referee at once, and every game list is read again. */
export function useAssignReferee(gameId: string, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refereeId: string | null) => assignReferee(gameId, { referee_id: refereeId }),
    onSuccess: (detail) => {
      client.setQueryData(gameKeys.detail(gameId), detail);
      void client.invalidateQueries({ queryKey: gameKeys.all });
      onSaved();
    },
  });
}

/** PUT /games/{id}/fair-play: the referee's marks of the players, 1 to 5. */
export async function saveFairPlay(gameId: string, input: FairPlayInput): Promise<FairPlayResponse> {
  return (await apiClient.put<FairPlayResponse>(`/games/${gameId}/fair-play`, input)).data;
}

export function useSaveFairPlay(gameId: string, onSaved: () => void) {
  return useMutation({
    mutationFn: (scores: Record<string, number>) =>
      saveFairPlay(gameId, {
        ratings: Object.entries(scores).map(([user_id, score]) => ({ user_id, score })),
      }),
    onSuccess: onSaved,
  });
}
