export * from './types.js';
export { balanceTeams, describeTeams, DEFAULT_SEED } from './balance-teams.js';
export {
  playerStrength,
  selfRatingWeight,
  SELF_RATING_HALF_LIFE_GAMES,
  DEFAULT_STRENGTH,
} from './strength.js';
export { positionGroup, balancingRoles, coveredGroups } from './positions.js';
export { EXACT_MAX_PLAYERS } from './exact-two-teams.js';
