import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Competition,
  CompetitionMatch,
  RescheduleCompetitionMatchBody,
  UpdateCompetitionTeamBody,
} from '@oyna/shared';
import { competitionChanged } from '../../../api/competitions';
import { apiClient } from '../../../lib/api-client';

/** PATCH /competitions/{id}/registrations/{team_id}: the organizer accepts, refuses (refunds) or seeds. */
export function useUpdateRegistration(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ teamId, body }: { teamId: string; body: UpdateCompetitionTeamBody }) =>
      apiClient.patch(`/competitions/${competitionId}/registrations/${teamId}`, body),
    onSettled: () => competitionChanged(queryClient, competitionId),
  });
}

/** POST /competitions/{id}/close-registration: the draw, fixtures scheduled (or cancelled with refunds). */
export function useCloseRegistration(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<Competition>(`/competitions/${competitionId}/close-registration`, {})).data,
    onSettled: () => competitionChanged(queryClient, competitionId),
  });
}

/** PATCH /competitions/{id}/matches/{match_id}: the organizer moves a match (clash rules apply). */
export function useRescheduleMatch(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ matchId, body }: { matchId: string; body: RescheduleCompetitionMatchBody }) =>
      (await apiClient.patch<CompetitionMatch>(`/competitions/${competitionId}/matches/${matchId}`, body))
        .data,
    onSuccess: () => competitionChanged(queryClient, competitionId),
  });
}
