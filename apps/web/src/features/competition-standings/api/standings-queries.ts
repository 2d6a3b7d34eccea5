import { useQuery } from '@tanstack/react-query';
import type {
  CompetitionBracket,
  CompetitionScorers,
  CompetitionStandings,
  TeamAchievements,
} from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiClient } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

/** While results come in, a page shown is read again every so often, and when it gets the focus back. */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

/** GET /competitions/{id}/standings: a table per group (one for a league). */
export function useCompetitionStandings(id: string) {
  return useQuery({
    queryKey: competitionKeys.standings(id),
    queryFn: ({ signal }) => get<CompetitionStandings>(`/competitions/${id}/standings`, signal),
    ...LIVE,
  });
}

/** GET /competitions/{id}/bracket: the knockout's matches and its podium. */
export function useCompetitionBracket(id: string) {
  return useQuery({
    queryKey: competitionKeys.bracket(id),
    queryFn: ({ signal }) => get<CompetitionBracket>(`/competitions/${id}/bracket`, signal),
    ...LIVE,
  });
}

/** GET /competitions/{id}/scorers: the top scorers. */
export function useCompetitionScorers(id: string) {
  return useQuery({
    queryKey: competitionKeys.scorers(id),
    queryFn: ({ signal }) => get<CompetitionScorers>(`/competitions/${id}/scorers`, signal),
    ...LIVE,
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
