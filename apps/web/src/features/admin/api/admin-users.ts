import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UserListQuery, UserListResponse, UserPatchInput } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from '../../../api/admin-keys';

/**
 * GET /users as an admin: one page of accounts matching the search and filters. The user list
 * and the money desk's player search both read it; `enabled: false` waits for a longer search.
 */
export function useAdminUsers(query: UserListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get<UserListResponse>('/users', { params: query, signal })).data,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

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
