import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMembersResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { teamKeys } from '../../../api/team-keys';

/** GET /teams/{id}/members: every current member, the captain first (hidden from a private team's outsiders). */
export async function getTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMembersResponse> {
  const response = await apiClient.get<TeamMembersResponse>(`/teams/${teamId}/members`, { signal });
  return response.data;
}

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
    staleTime: 30_000,
  });
}

export function useTeamMembers(teamId: string, enabled: boolean) {
  return useQuery({ ...teamMembersQueryOptions(teamId), enabled });
}
