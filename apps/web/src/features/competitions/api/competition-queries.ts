import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Competition,
  CompetitionBracket,
  CompetitionFixtures,
  CompetitionListQuery,
  CompetitionListResponse,
  CompetitionMatchMembers,
  CompetitionScorers,
  CompetitionStandings,
  EligibleTeams,
  TeamAchievements,
} from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { competitionKeys } from './competition-keys';

const get = async <T>(path: string, signal: AbortSignal, params?: object) =>
  (await apiClient.get<T>(path, { signal, params })).data;

/** While results come in, a page shown is read again every so often, and when it gets the focus back. */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

/** GET /competitions: the list with its scope and filters. */
export function useCompetitions(query: CompetitionListQuery) {
  return useQuery({
    queryKey: competitionKeys.list(query),
    queryFn: ({ signal }) => get<CompetitionListResponse>('/competitions', signal, query),
    placeholderData: keepPreviousData,
  });
}

/** GET /competitions/{id}: the competition, its rules, teams and what I may do. */
export function useCompetition(id: string) {
  return useQuery({
    queryKey: competitionKeys.detail(id),
    queryFn: ({ signal }) => get<Competition>(`/competitions/${id}`, signal),
    retry: retryUnlessClientError,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useCompetitionFixtures(id: string) {
  return useQuery({
    queryKey: competitionKeys.fixtures(id),
    queryFn: ({ signal }) => get<CompetitionFixtures>(`/competitions/${id}/fixtures`, signal),
    ...LIVE,
  });
}

export function useCompetitionStandings(id: string) {
  return useQuery({
    queryKey: competitionKeys.standings(id),
    queryFn: ({ signal }) => get<CompetitionStandings>(`/competitions/${id}/standings`, signal),
    ...LIVE,
  });
}

export function useCompetitionBracket(id: string) {
  return useQuery({
    queryKey: competitionKeys.bracket(id),
    queryFn: ({ signal }) => get<CompetitionBracket>(`/competitions/${id}/bracket`, signal),
    ...LIVE,
  });
}

export function useCompetitionScorers(id: string) {
  return useQuery({
    queryKey: competitionKeys.scorers(id),
    queryFn: ({ signal }) => get<CompetitionScorers>(`/competitions/${id}/scorers`, signal),
    ...LIVE,
  });
}

/** GET /competitions/{id}/my-teams: the teams I captain, with the fee each would pay and why one cannot enter. */
export function useEligibleTeams(id: string, enabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.eligibleTeams(id),
    queryFn: ({ signal }) => get<EligibleTeams>(`/competitions/${id}/my-teams`, signal),
    enabled,
    staleTime: 0,
  });
}

/** GET /teams/{id}/achievements: the competitions a team won or finished second or third in. */
export function useTeamAchievements(teamId: string) {
  return useQuery({
    queryKey: competitionKeys.teamAchievements(teamId),
    queryFn: ({ signal }) => get<TeamAchievements>(`/teams/${teamId}/achievements`, signal),
    retry: retryUnlessClientError,
  });
}

/** GET /competitions/{id}/matches/{match_id}/members: who the result's line-ups may name. */
export function useCompetitionMatchMembers(id: string, matchId: string) {
  return useQuery({
    queryKey: competitionKeys.matchMembers(id, matchId),
    queryFn: ({ signal }) =>
      get<CompetitionMatchMembers>(`/competitions/${id}/matches/${matchId}/members`, signal),
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}
