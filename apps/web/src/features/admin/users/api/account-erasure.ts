import type { AccountDeletionState, AdminErasureRequest } from '@oyna/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../../api/admin-keys';
import { apiPost, apiQuery } from '../../../../lib/api-client';

/** GET /admin/users/{id}/erasure: where a player's account stands and what stands in the way of erasing it. */
export const useAccountErasure = (id: string) =>
  useQuery(apiQuery<AccountDeletionState>(adminKeys.userErasure(id), `/admin/users/${id}/erasure`));

/** POST /admin/users/{id}/erasure: on the player's written request, scheduled or at once; audited. */
export const useEraseAccount = (id: string) =>
  useMutation({
    mutationFn: (request: AdminErasureRequest) =>
      apiPost<AccountDeletionState>(`/admin/users/${id}/erasure`, request),
    onSuccess: (state, _request, _context, { client }) => {
      client.setQueryData(adminKeys.userErasure(id), state);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.auditLogs() });
    },
  });
