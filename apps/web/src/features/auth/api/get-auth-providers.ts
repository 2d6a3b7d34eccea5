import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from '../../../api/auth-keys';

/** GET /auth/providers: which third-party sign-ins this server has configured. */
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
