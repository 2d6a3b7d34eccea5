import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamListQuery, TeamListResponse } from '@oyna/shared';
import { apiGet } from '../lib/api-client';
import { teamKeys } from './team-keys';

/**
 * GET /teams: all teams or mine, by name, status and type, a page at a time. The one fetcher of the
 * endpoint: the teams lists and the team-matches challenge (my teams) both read it.
 */
export const getTeams = (query: TeamListQuery, signal?: AbortSignal) =>
  apiGet<TeamListResponse>('/teams', signal, query);

export const teamsQueryOptions = (query: TeamListQuery) =>
  queryOptions({
    queryKey: teamKeys.list(query),
    queryFn: ({ signal }) => getTeams(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTeams = (query: TeamListQuery) => useQuery(teamsQueryOptions(query));
