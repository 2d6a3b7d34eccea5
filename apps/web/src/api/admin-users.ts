import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListQuery, UserListResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { adminKeys } from './admin-keys';

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
