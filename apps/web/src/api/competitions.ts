// A competition's server state that several features read: the competition (its page, the edit
// form, the organizer's console), the captain's teams (registration, the table's highlight) and the
// organizer's edit (the form and the cancel dialog).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Competition, EligibleTeams, UpdateCompetitionBody } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
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
export function useCompetition(id: string) {
  return useQuery({
    queryKey: competitionKeys.detail(id),
    queryFn: async ({ signal }) => (await apiClient.get<Competition>(`/competitions/${id}`, { signal })).data,
    retry: retryUnlessClientError,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** GET /competitions/{id}/my-teams: the teams I captain, with the fee each would pay and why one cannot enter. */
export function useEligibleTeams(id: string, enabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.eligibleTeams(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get<EligibleTeams>(`/competitions/${id}/my-teams`, { signal })).data,
    enabled,
    staleTime: 0,
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
