import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamListQuery, TeamListResponse } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { teamKeys } from './team-keys';

/**
 * GET /teams: all teams or mine, by name, status and type, a page at a time. The one fetcher of the
 * endpoint: the teams lists and the team-matches challenge (my teams) both read it.
 */
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
