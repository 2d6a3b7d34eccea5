import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UserPatchInput } from '@oyna/shared';
import { apiClient } from '../../../../lib/api-client';
import { adminKeys } from '../../../../api/admin-keys';

/** GET /admin/users/{id}: one account with its whole profile and state. */
export function useManagedUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<ManagedUser>(`/admin/users/${id ?? ''}`, { signal })).data,
    enabled: id !== null,
  });
}

/** PATCH /users/{id}: a role, a block or unblock, or corrected fields, each with its reason. */
export function usePatchUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UserPatchInput) =>
      (await apiClient.patch<ManagedUser>(`/users/${id}`, patch)).data,
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(id), user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogs() });
    },
  });
}
