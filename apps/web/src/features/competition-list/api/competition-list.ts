import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompetitionListQuery, CompetitionListResponse } from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiClient } from '../../../lib/api-client';

/** GET /competitions: the list with its scope and filters. */
export function useCompetitions(query: CompetitionListQuery) {
  return useQuery({
    queryKey: competitionKeys.list(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get<CompetitionListResponse>('/competitions', { signal, params: query })).data,
    placeholderData: keepPreviousData,
  });
}
