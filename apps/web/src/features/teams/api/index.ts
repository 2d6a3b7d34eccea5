// The team query lives in src/api/ because the formations and team-matches features read it too.
export { getTeam, teamQueryOptions, useTeam } from '../../../api/team';
