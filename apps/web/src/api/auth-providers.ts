import { useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /auth/providers: which third-party sign-ins this server has configured and what becomes of
 * its messages. The one fetcher of the endpoint: the sign-in buttons and the message channels read it.
 */
export const authProvidersQueryOptions = () =>
  apiQuery<AuthProvidersResponse>(authKeys.providers(), '/auth/providers', {
    // Configuration, not data: it changes only with a redeploy.
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
