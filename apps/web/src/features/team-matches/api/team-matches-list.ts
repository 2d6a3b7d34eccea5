import { useQuery } from '@tanstack/react-query';
import type { TeamMatchListQuery, TeamMatchListResponse } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** GET /team-matches: one team's (or all my teams') matches of a scope, a page. */
export const teamMatchesQueryOptions = (query: TeamMatchListQuery) =>
  apiQuery<TeamMatchListResponse>(teamMatchKeys.list(query), '/team-matches', { params: query });

export const useTeamMatches = (query: TeamMatchListQuery) => useQuery(teamMatchesQueryOptions(query));
