import { teamKeys } from '../../../api/team-keys';

/**
 * Keys of a team's formations, under the teams root: invalidating `teamKeys.all` (after a member
 * joins or leaves) refreshes them too, since a member who left drops out of every formation.
 */
export const formationKeys = {
  list: (teamId: string) => [...teamKeys.all, 'formations', teamId] as const,
};
