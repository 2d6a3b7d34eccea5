import { useQuery } from '@tanstack/react-query';
import type {
  CompetitionBracket,
  CompetitionScorers,
  CompetitionStandings,
  TeamAchievements,
} from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiQuery } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/** While results come in, a page shown is read again every so often, and when it gets the focus back. */
const LIVE = { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

/** GET /competitions/{id}/standings: a table per group (one for a league). */
export const useCompetitionStandings = (id: string) =>
  useQuery(
    apiQuery<CompetitionStandings>(competitionKeys.standings(id), `/competitions/${id}/standings`, LIVE),
  );

/** GET /competitions/{id}/bracket: the knockout's matches and its podium. */
export const useCompetitionBracket = (id: string) =>
  useQuery(apiQuery<CompetitionBracket>(competitionKeys.bracket(id), `/competitions/${id}/bracket`, LIVE));

/** GET /competitions/{id}/scorers: the top scorers. */
export const useCompetitionScorers = (id: string) =>
  useQuery(apiQuery<CompetitionScorers>(competitionKeys.scorers(id), `/competitions/${id}/scorers`, LIVE));

/** GET /teams/{id}/achievements: the competitions a team won or finished second or third in. */
export const useTeamAchievements = (teamId: string) =>
  useQuery(
    apiQuery<TeamAchievements>(competitionKeys.teamAchievements(teamId), `/teams/${teamId}/achievements`, {
      retry: retryUnlessClientError,
    }),
  );
