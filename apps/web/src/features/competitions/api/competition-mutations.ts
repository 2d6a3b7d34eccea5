import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompetitionMatch, RecordCompetitionResultBody } from '@oyna/shared';
import { competitionChanged } from '../../../api/competitions';
import { competitionKeys } from '../../../api/competition-keys';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /competitions/{id}/matches/{match_id}/result: the result with scorers. The table, the
 * bracket, the scorers and the teams' pages (their statistics and trophies) are read again.
 */
export function useRecordResult(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ matchId, body }: { matchId: string; body: RecordCompetitionResultBody }) =>
      (
        await apiClient.post<CompetitionMatch>(
          `/competitions/${competitionId}/matches/${matchId}/result`,
          body,
        )
      ).data,
    onSuccess: () =>
      Promise.all([
        competitionChanged(queryClient, competitionId),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: competitionKeys.allTeamAchievements() }),
      ]),
  });
}

/** POST /competitions/{id}/matches/{match_id}/result/confirm: the away captain confirms the home captain's result. */
export function useConfirmResult(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (matchId: string) =>
      (
        await apiClient.post<CompetitionMatch>(
          `/competitions/${competitionId}/matches/${matchId}/result/confirm`,
          {},
        )
      ).data,
    onSuccess: () =>
      Promise.all([
        competitionChanged(queryClient, competitionId),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
