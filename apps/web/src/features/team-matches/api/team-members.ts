import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember, TeamMembersResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** GET /teams/{id}/members: the current members, the captain first (for picking a squad). */
export async function getTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  const response = await apiClient.get<TeamMembersResponse>(`/teams/${teamId}/members`, { signal });
  return response.data.items;
}

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamMatchKeys.members(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
  });
}

export function useTeamMembers(teamId: string, enabled: boolean) {
  return useQuery({ ...teamMembersQueryOptions(teamId), enabled });
}
