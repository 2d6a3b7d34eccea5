// A competition's server state that several features read: the competition (its page, the edit
// form, the organizer's console), the captain's teams (registration, the table's highlight) and the
// organizer's edit (the form and the cancel dialog).
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Competition, EligibleTeams, UpdateCompetitionBody } from '@oyna/shared';
import { apiPatch, apiQuery } from '../lib/api-client';
import { retryUnlessClientError } from '../lib/query-client';
import { rereadWallet } from './wallet';
import { competitionKeys } from './competition-keys';

/** A competition changed: its page (fixtures, table, bracket, scorers) and every list are read again. */
export async function competitionChanged(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: competitionKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: competitionKeys.lists() }),
  ]);
}

/** GET /competitions/{id}: the competition, its rules, teams and what I may do. */
export const useCompetition = (id: string) =>
  useQuery(
    apiQuery<Competition>(competitionKeys.detail(id), `/competitions/${id}`, {
      retry: retryUnlessClientError,
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  );

/** GET /competitions/{id}/my-teams: the teams I captain, with the fee each would pay and why one cannot enter. */
export const useEligibleTeams = (id: string, enabled: boolean) =>
  useQuery(
    apiQuery<EligibleTeams>(competitionKeys.eligibleTeams(id), `/competitions/${id}/my-teams`, {
      enabled,
      staleTime: 0,
    }),
  );

/**
 * PATCH /competitions/{id}: the organizer changes what may change now, or cancels it
 * (`status: 'cancelled'`, every fee refunded, so the balance is read again).
 */
export const useUpdateCompetition = (competitionId: string) =>
  useMutation({
    mutationFn: (body: UpdateCompetitionBody) =>
      apiPatch<Competition>(`/competitions/${competitionId}`, body),
    onSuccess: (competition, _body, _context, { client }) => {
      client.setQueryData(competitionKeys.detail(competition.id), competition);
    },
    onSettled: (_competition, _error, _body, _context, { client }) =>
      Promise.all([competitionChanged(client, competitionId), rereadWallet(client)]),
  });
