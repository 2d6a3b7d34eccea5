import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /auth/providers: which third-party sign-ins this server has configured and what becomes of
 * its messages. The one fetcher of the endpoint: the sign-in buttons and the message channels read it.
 */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return (await apiClient.get<AuthProvidersResponse>('/auth/providers', { signal })).data;
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Configuration, not data: it changes only with a redeploy.
    staleTime: Infinity,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
