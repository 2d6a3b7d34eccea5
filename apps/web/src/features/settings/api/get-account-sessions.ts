import type { AccountSessions } from '@oyna/shared';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-client';
import { authKeys } from '../../../api/auth-keys';

/** GET /auth/sessions: where the account is signed in, the most recently used first. */
export const accountSessionsQueryOptions = () =>
  apiQuery<AccountSessions>(authKeys.sessions(), '/auth/sessions', {
    // Another device may sign in at any time: read again whenever the settings open.
    staleTime: 0,
  });

export const useAccountSessions = () => useQuery(accountSessionsQueryOptions());
