import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@oyna/shared';
import { MAX_TEAMS_PER_PLAYER } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { getTeams } from '../../../api/teams';

/** GET /teams?scope=mine: every team I belong to (a player is in at most MAX_TEAMS_PER_PLAYER). */
export async function getMyTeams(signal?: AbortSignal): Promise<TeamSummary[]> {
  const { items } = await getTeams({ scope: 'mine', page: 1, page_size: MAX_TEAMS_PER_PLAYER }, signal);
  return items;
}

export function myTeamsQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.mine(),
    queryFn: ({ signal }) => getMyTeams(signal),
    staleTime: 60_000,
  });
}

export function useMyTeams(enabled = true) {
  return useQuery({ ...myTeamsQueryOptions(), enabled });
}
