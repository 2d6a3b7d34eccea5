import { type QueryState, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';

/**
 * How recent an answer counts as read for this opening of the page: on the app's first load the
 * dashboard is requested beside /auth/me (main.tsx), a second or two before the page mounts.
 */
export const JUST_READ_MS = 5_000;

/** Whether opening the page reads the dashboard again: unless it was just read and nothing has changed since. */
export function readAgainOnOpen(
  query: { state: Pick<QueryState, 'dataUpdatedAt' | 'isInvalidated'> },
  now = Date.now(),
): boolean {
  return query.state.isInvalidated || now - query.state.dataUpdatedAt > JUST_READ_MS;
}

/** GET /dashboard: my numbers, next games, latest results and open votes. */
export const dashboardQueryOptions = () =>
  apiQuery<Dashboard>(dashboardKeys.all, '/dashboard', {
    // Read again every time the page opens (shown from the cache meanwhile): a vote or a result
    // recorded elsewhere in the app changes the numbers and the vote banner. The answer the app's
    // start has just read is that opening's, not asked for twice.
    staleTime: 0,
    refetchOnMount: readAgainOnOpen,
    refetchOnWindowFocus: true,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
