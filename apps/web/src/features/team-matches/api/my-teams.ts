import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_TEAMS_PER_PLAYER } from '@oyna/shared';
import { teamKeys } from '../../../api/team-keys';
import { getTeams } from '../../../api/teams';

/** GET /teams?scope=mine: every team I belong to (a player is in at most MAX_TEAMS_PER_PLAYER). */
export const myTeamsQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.mine(),
    queryFn: async ({ signal }) =>
      (await getTeams({ scope: 'mine', page: 1, page_size: MAX_TEAMS_PER_PLAYER }, signal)).items,
    staleTime: 60_000,
  });

export const useMyTeams = (enabled = true) => useQuery({ ...myTeamsQueryOptions(), enabled });
