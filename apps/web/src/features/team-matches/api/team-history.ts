import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamHistory } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiQuery } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

/** GET /teams/{id}/history: past matches (a page, latest first) and members joining and leaving. */
export const teamHistoryQueryOptions = (teamId: string, page: number) =>
  apiQuery<TeamHistory>(teamKeys.history(teamId, page), `/teams/${teamId}/history`, {
    params: { page, page_size: HISTORY_PAGE_SIZE },
    placeholderData: keepPreviousData,
  });

export const useTeamHistory = (teamId: string, page: number) =>
  useQuery(teamHistoryQueryOptions(teamId, page));
