import type { AccountSessions } from '@oyna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from '../../../api/auth-keys';

/** GET /auth/sessions: where the account is signed in, the most recently used first. */
export async function getAccountSessions(signal?: AbortSignal): Promise<AccountSessions> {
  const response = await apiClient.get<AccountSessions>('/auth/sessions', { signal });
  return response.data;
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => getAccountSessions(signal),
    // Another device may sign in at any time: read again whenever the settings open.
    staleTime: 0,
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
