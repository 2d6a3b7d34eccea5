import { useQuery } from '@tanstack/react-query';
import type { TeamStats } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { apiQuery } from '../../../lib/api-client';

/** GET /teams/{id}/stats: the team's statistics from confirmed matches. */
export const teamStatsQueryOptions = (teamId: string) =>
  apiQuery<TeamStats>(teamKeys.stats(teamId), `/teams/${teamId}/stats`);

export const useTeamStats = (teamId: string) => useQuery(teamStatsQueryOptions(teamId));
