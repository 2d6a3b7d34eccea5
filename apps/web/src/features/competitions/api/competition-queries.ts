import { useQuery } from '@tanstack/react-query';
import type { CompetitionFixtures, CompetitionMatchMembers } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { competitionKeys } from '../../../api/competition-keys';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

/** GET /competitions/{id}/fixtures: read again every so often while results come in, and on focus. */
export function useCompetitionFixtures(id: string) {
  return useQuery({
    queryKey: competitionKeys.fixtures(id),
    queryFn: ({ signal }) => get<CompetitionFixtures>(`/competitions/${id}/fixtures`, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 30_000,
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
