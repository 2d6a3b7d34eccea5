import { useMutation, useQuery } from '@tanstack/react-query';
import type { ManagedUser, UserPatchInput } from '@oyna/shared';
import { apiPatch, apiQuery } from '../../../../lib/api-client';
import { adminKeys } from '../../../../api/admin-keys';

/** GET /admin/users/{id}: one account with its whole profile and state. */
export const useManagedUser = (id: string | null) =>
  useQuery(
    apiQuery<ManagedUser>(adminKeys.user(id ?? ''), `/admin/users/${id ?? ''}`, { enabled: id !== null }),
  );

/** PATCH /users/{id}: a role, a block or unblock, or corrected fields, each with its reason. */
export const usePatchUser = (id: string) =>
  useMutation({
    mutationFn: (patch: UserPatchInput) => apiPatch<ManagedUser>(`/users/${id}`, patch),
    onSuccess: (user, _patch, _context, { client }) => {
      client.setQueryData(adminKeys.user(id), user);
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.auditLogs() });
    },
  });
