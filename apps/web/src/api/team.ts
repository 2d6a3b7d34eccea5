import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '@oyna/shared';
import { apiClient } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /teams/{id}: the team with the signed-in player's role, permissions and pending join or invitation. */
export async function getTeam(id: string, signal?: AbortSignal): Promise<TeamDetail> {
  const response = await apiClient.get<TeamDetail>(`/teams/${id}`, { signal });
  return response.data;
}

export function teamQueryOptions(id: string) {
  return queryOptions({ queryKey: teamKeys.detail(id), queryFn: ({ signal }) => getTeam(id, signal) });
}

/** The team query, read by the teams, formations and team-matches features. */
export function useTeam(id: string) {
  return useQuery(teamQueryOptions(id));
}
