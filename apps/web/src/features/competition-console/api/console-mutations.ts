import { useMutation } from '@tanstack/react-query';
import type {
  Competition,
  CompetitionMatch,
  RescheduleCompetitionMatchBody,
  UpdateCompetitionTeamBody,
} from '@oyna/shared';
import { competitionChanged } from '../../../api/competitions';
import { apiPatch, apiPost } from '../../../lib/api-client';

/** PATCH /competitions/{id}/registrations/{team_id}: the organizer accepts, refuses (refunds) or seeds. */
export const useUpdateRegistration = (competitionId: string) =>
  useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: UpdateCompetitionTeamBody }) =>
      apiPatch<unknown>(`/competitions/${competitionId}/registrations/${teamId}`, body),
    onSettled: (_data, _error, _input, _context, { client }) => competitionChanged(client, competitionId),
  });

/** POST /competitions/{id}/close-registration: the draw, fixtures scheduled (or cancelled with refunds). */
export const useCloseRegistration = (competitionId: string) =>
  useMutation({
    mutationFn: () => apiPost<Competition>(`/competitions/${competitionId}/close-registration`, {}),
    onSettled: (_competition, _error, _input, _context, { client }) =>
      competitionChanged(client, competitionId),
  });

/** PATCH /competitions/{id}/matches/{match_id}: the organizer moves a match (clash rules apply). */
export const useRescheduleMatch = (competitionId: string) =>
  useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: RescheduleCompetitionMatchBody }) =>
      apiPatch<CompetitionMatch>(`/competitions/${competitionId}/matches/${matchId}`, body),
    onSuccess: (_match, _input, _context, { client }) => competitionChanged(client, competitionId),
  });
