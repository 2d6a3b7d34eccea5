import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompetitionListQuery, CompetitionListResponse } from '@oyna/shared';
import { competitionKeys } from '../../../api/competition-keys';
import { apiQuery } from '../../../lib/api-client';

/** GET /competitions: the list with its scope and filters. */
export const useCompetitions = (query: CompetitionListQuery) =>
  useQuery(
    apiQuery<CompetitionListResponse>(competitionKeys.list(query), '/competitions', {
      params: query,
      placeholderData: keepPreviousData,
    }),
  );
