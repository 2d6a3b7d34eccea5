import { useMutation, useQueryClient } from '@tanstack/react-query';
import { competitionChanged } from '../../../api/competitions';
import { rereadWallet } from '../../../api/wallet';
import { apiClient } from '../../../lib/api-client';

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
