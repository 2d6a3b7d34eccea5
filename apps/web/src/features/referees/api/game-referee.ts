import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AssignRefereeInput,
  FairPlayInput,
  FairPlayResponse,
  GameDetail,
  RefereeListResponse,
} from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { refereeKeys } from '../../../api/referee-keys';
import { apiPut, apiQuery } from '../../../lib/api-client';

/** GET /referees: the referees an organizer may assign, by the name typed. */
export const useRefereeSearch = (search: string) =>
  useQuery(apiQuery<RefereeListResponse>(refereeKeys.search(search), '/referees', { params: { search } }));

/**
 * PUT /games/{id}/referee: assigns, changes or removes (null) the game's referee. The game's page
 * shows the new referee at once, and every game list is read again.
 */
export const useAssignReferee = (gameId: string, onSaved: () => void) =>
  useMutation({
    mutationFn: (refereeId: string | null) =>
      apiPut<GameDetail>(`/games/${gameId}/referee`, { referee_id: refereeId } satisfies AssignRefereeInput),
    onSuccess: (detail, _refereeId, _result, { client }) => {
      client.setQueryData(gameKeys.detail(gameId), detail);
      void client.invalidateQueries({ queryKey: gameKeys.all });
      onSaved();
    },
  });

/** PUT /games/{id}/fair-play: the referee's marks of the players, 1 to 5. */
export const useSaveFairPlay = (gameId: string, onSaved: () => void) =>
  useMutation({
    mutationFn: (scores: Record<string, number>) =>
      apiPut<FairPlayResponse>(`/games/${gameId}/fair-play`, {
        ratings: Object.entries(scores).map(([user_id, score]) => ({ user_id, score })),
      } satisfies FairPlayInput),
    onSuccess: onSaved,
  });
