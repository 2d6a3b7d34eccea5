import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMatchListQuery, TeamMatchListResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** GET /team-matches: one team's (or all my teams') matches of a scope, a page. */
export async function getTeamMatches(
  query: TeamMatchListQuery,
  signal?: AbortSignal,
): Promise<TeamMatchListResponse> {
  const response = await apiClient.get<TeamMatchListResponse>('/team-matches', { params: query, signal });
  return response.data;
}

export function teamMatchesQueryOptions(query: TeamMatchListQuery) {
  return queryOptions({
    queryKey: teamMatchKeys.list(query),
    queryFn: ({ signal }) => getTeamMatches(query, signal),
  });
}

export function useTeamMatches(query: TeamMatchListQuery) {
  return useQuery(teamMatchesQueryOptions(query));
}
