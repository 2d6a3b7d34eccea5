import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamListQuery, TeamListResponse } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /teams: all teams or mine, by name, status and type, a page at a time. */
export async function getTeams(query: TeamListQuery, signal?: AbortSignal): Promise<TeamListResponse> {
  const response = await apiClient.get<TeamListResponse>('/teams', { params: query, signal });
  return response.data;
}

export function teamsQueryOptions(query: TeamListQuery) {
  return queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => getTeams(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeams(query: TeamListQuery) {
  return useQuery(teamsQueryOptions(query));
}
