import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListQuery, UserListResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * GET /users as an admin: one page of accounts matching the search and filters. The user list
 * and the money desk's player search both read it; `enabled: false` waits for a longer search.
 */
export const useAdminUsers = (query: UserListQuery, options: { enabled?: boolean } = {}) =>
  useQuery(
    apiQuery<UserListResponse>(adminKeys.userList(query), '/users', {
      params: query,
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    }),
  );
