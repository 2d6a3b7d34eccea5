import { useQuery } from '@tanstack/react-query';
import type { CompetitionFixtures, CompetitionMatchMembers } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { competitionKeys } from '../../../api/competition-keys';

/** GET /competitions/{id}/fixtures: read again every so often while results come in, and on focus. */
export const useCompetitionFixtures = (id: string) =>
  useQuery(
    apiQuery<CompetitionFixtures>(competitionKeys.fixtures(id), `/competitions/${id}/fixtures`, {
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: 30_000,
    }),
  );

/** GET /competitions/{id}/matches/{match_id}/members: who the result's line-ups may name. */
export const useCompetitionMatchMembers = (id: string, matchId: string) =>
  useQuery(
    apiQuery<CompetitionMatchMembers>(
      competitionKeys.matchMembers(id, matchId),
      `/competitions/${id}/matches/${matchId}/members`,
      { retry: retryUnlessClientError, staleTime: 0 },
    ),
  );
