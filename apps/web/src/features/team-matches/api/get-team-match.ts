import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMatch } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** GET /team-matches/{id}: the match, its squads, its result and what I may do with it. */
export async function getTeamMatch(id: string, signal?: AbortSignal): Promise<TeamMatch> {
  const response = await apiClient.get<TeamMatch>(`/team-matches/${id}`, { signal });
  return response.data;
}

export function teamMatchQueryOptions(id: string) {
  return queryOptions({
    queryKey: teamMatchKeys.detail(id),
    queryFn: ({ signal }) => getTeamMatch(id, signal),
    refetchOnWindowFocus: true,
  });
}

export function useTeamMatch(id: string) {
  return useQuery({ ...teamMatchQueryOptions(id), enabled: id !== '' });
}
