import { useMutation, type QueryClient } from '@tanstack/react-query';
import { competitionChanged } from '../../../api/competitions';
import { rereadWallet } from '../../../api/wallet';
import { apiDelete, apiPost } from '../../../lib/api-client';

/** A registration moved money: the competition and the wallet are read again. */
const registrationChanged = (client: QueryClient, competitionId: string) =>
  Promise.all([competitionChanged(client, competitionId), rereadWallet(client)]);

/** POST /competitions/{id}/registrations: a captain registers a team, paying from the wallet (once per key). */
export const useRegisterTeam = (competitionId: string) =>
  useMutation({
    mutationFn: ({ teamId, idempotencyKey }: { teamId: string; idempotencyKey: string }) =>
      apiPost<unknown>(
        `/competitions/${competitionId}/registrations`,
        { team_id: teamId },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: (_data, _error, _input, _context, { client }) => registrationChanged(client, competitionId),
  });

/** DELETE /competitions/{id}/registrations/{team_id}: the captain withdraws before the deadline (refunded). */
export const useWithdrawTeam = (competitionId: string) =>
  useMutation({
    mutationFn: (teamId: string) => apiDelete(`/competitions/${competitionId}/registrations/${teamId}`),
    onSettled: (_data, _error, _teamId, _context, { client }) => registrationChanged(client, competitionId),
  });
