import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamHistory } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiClient } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

/** GET /teams/{id}/history: past matches (a page, latest first) and members joining and leaving. */
export async function getTeamHistory(
  teamId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TeamHistory> {
  const response = await apiClient.get<TeamHistory>(`/teams/${teamId}/history`, {
    params: { page, page_size: HISTORY_PAGE_SIZE },
    signal,
  });
  return response.data;
}

export function teamHistoryQueryOptions(teamId: string, page: number) {
  return queryOptions({
    queryKey: teamKeys.history(teamId, page),
    queryFn: ({ signal }) => getTeamHistory(teamId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeamHistory(teamId: string, page: number) {
  return useQuery(teamHistoryQueryOptions(teamId, page));
}
