import { useMutation, useQuery } from '@tanstack/react-query';
import type { TeamDetail, TeamMembersResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /teams/{id}: the team with the signed-in player's role, permissions and pending join or invitation. */
export const teamQueryOptions = (id: string) => apiQuery<TeamDetail>(teamKeys.detail(id), `/teams/${id}`);

/** The team query, read by the teams, formations and team-matches features. */
export const useTeam = (id: string) => useQuery(teamQueryOptions(id));

/** GET /teams/{id}/members: every current member, the captain first (hidden from a private team's outsiders). */
export const teamMembersQueryOptions = (teamId: string) =>
  apiQuery<TeamMembersResponse>(teamKeys.members(teamId), `/teams/${teamId}/members`, {
    // Members join and leave while a captain edits a formation or picks a squad.
    staleTime: 30_000,
  });

/** The team's members, read by the teams (members tab), formations and team-matches (squad) features. */
export const useTeamMembers = (teamId: string, enabled: boolean) =>
  useQuery({ ...teamMembersQueryOptions(teamId), enabled });

/** A change to a team, its members or an invitation: every team query (lists, teams, members) is read again. */
export const useTeamMutation = <TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) =>
  useMutation({
    mutationFn,
    onSuccess: (_result, _variables, _context, { client }) =>
      client.invalidateQueries({ queryKey: teamKeys.all }),
  });
