import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, TeamMembersResponse } from '@oyna/shared';
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

/** GET /teams/{id}/members: every current member, the captain first (hidden from a private team's outsiders). */
export async function getTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMembersResponse> {
  const response = await apiClient.get<TeamMembersResponse>(`/teams/${teamId}/members`, { signal });
  return response.data;
}

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
    // Members join and leave while a captain edits a formation or picks a squad.
    staleTime: 30_000,
  });
}

/** The team's members, read by the teams (members tab), formations and team-matches (squad) features. */
export function useTeamMembers(teamId: string, enabled: boolean) {
  return useQuery({ ...teamMembersQueryOptions(teamId), enabled });
}

/** A change to a team, its members or an invitation: every team query (lists, teams, members) is read again. */
export function useTeamMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
