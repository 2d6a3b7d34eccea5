import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamStats } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /teams/{id}/stats: the team's statistics from confirmed matches. */
export async function getTeamStats(teamId: string, signal?: AbortSignal): Promise<TeamStats> {
  const response = await apiClient.get<TeamStats>(`/teams/${teamId}/stats`, { signal });
  return response.data;
}

export function teamStatsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.stats(teamId),
    queryFn: ({ signal }) => getTeamStats(teamId, signal),
  });
}

export function useTeamStats(teamId: string) {
  return useQuery(teamStatsQueryOptions(teamId));
}
