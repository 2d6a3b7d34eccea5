import { useMutation } from '@tanstack/react-query';
import type { CompetitionMatch, RecordCompetitionResultBody } from '@oyna/shared';
import { competitionChanged } from '../../../api/competitions';
import { competitionKeys } from '../../../api/competition-keys';
import { teamKeys } from '../../../api/team-keys';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /competitions/{id}/matches/{match_id}/result: the result with scorers. The table, the
 * bracket, the scorers and the teams' pages (their statistics and trophies) are read again.
 */
export const useRecordResult = (competitionId: string) =>
  useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: RecordCompetitionResultBody }) =>
      apiPost<CompetitionMatch>(`/competitions/${competitionId}/matches/${matchId}/result`, body),
    onSuccess: (_match, _input, _context, { client }) =>
      Promise.all([
        competitionChanged(client, competitionId),
        client.invalidateQueries({ queryKey: teamKeys.all }),
        client.invalidateQueries({ queryKey: competitionKeys.allTeamAchievements() }),
      ]),
  });

/** POST /competitions/{id}/matches/{match_id}/result/confirm: the away captain confirms the home captain's result. */
export const useConfirmResult = (competitionId: string) =>
  useMutation({
    mutationFn: (matchId: string) =>
      apiPost<CompetitionMatch>(`/competitions/${competitionId}/matches/${matchId}/result/confirm`, {}),
    onSuccess: (_match, _matchId, _context, { client }) =>
      Promise.all([
        competitionChanged(client, competitionId),
        client.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
