import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { dashboardKeys } from '../../../api/dashboard-keys';

/** GET /dashboard: my numbers, next games, latest results and open votes. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const response = await apiClient.get<Dashboard>('/dashboard', { signal });
  return response.data;
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Read again every time the page opens (shown from the cache meanwhile): a vote or a result
    // recorded elsewhere in the app changes the numbers and the vote banner.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
