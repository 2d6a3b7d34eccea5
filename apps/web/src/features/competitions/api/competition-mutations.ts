import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Competition,
  CompetitionMatch,
  CreateCompetitionBody,
  RecordCompetitionResultBody,
  RescheduleCompetitionMatchBody,
  UpdateCompetitionBody,
  UpdateCompetitionTeamBody,
} from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { rereadWallet } from '../../../api/wallet';
import { apiClient } from '../../../lib/api-client';
import { competitionKeys } from './competition-keys';

/** A competition changed: its page (fixtures, table, bracket, scorers) and every list are read again. */
async function competitionChanged(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: competitionKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: competitionKeys.lists() }),
  ]);
}

/** POST /competitions: an organizer creates a competition, open for registration at once. */
export function useCreateCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCompetitionBody) =>
      (await apiClient.post<Competition>('/competitions', body)).data,
    onSuccess: async (competition) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), competition);
      await queryClient.invalidateQueries({ queryKey: competitionKeys.lists() });
    },
  });
}

/**
 * PATCH /competitions/{id}: the organizer changes what may change now, or cancels it
 * (`status: 'cancelled'`, every fee refunded, so the balance is read again).
 */
export function useUpdateCompetition(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCompetitionBody) =>
      (await apiClient.patch<Competition>(`/competitions/${competitionId}`, body)).data,
    onSuccess: (competition) => {
      queryClient.setQueryData(competitionKeys.detail(competition.id), competition);
    },
    onSettled: () => Promise.all([competitionChanged(queryClient, competitionId), rereadWallet(queryClient)]),
  });
}

/** POST /competitions/{id}/registrations: a captain registers a team, paying from the wallet (once per key). */
export function useRegisterTeam(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ teamId, idempotencyKey }: { teamId: string; idempotencyKey: string }) =>
      (
        await apiClient.post<unknown>(
          `/competitions/${competitionId}/registrations`,
          { team_id: teamId },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        )
      ).data,
    onSettled: () => Promise.all([competitionChanged(queryClient, competitionId), rereadWallet(queryClient)]),
  });
}

/** DELETE /competitions/{id}/registrations/{team_id}: the captain withdraws before the deadline (refunded). */
export function useWithdrawTeam(competitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teamId: string) =>
      apiClient.delete(`/competitions/${competitionId}/registrations/${teamId}`),
    onSettled: () => Promise.all([competitionChanged(queryClient, competitionId), rereadWallet(queryClient)]),
  });
}

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
