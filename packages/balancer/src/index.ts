export * from './types.js';
export { balanceSides, describeSides, DEFAULT_SEED } from './balance-sides.js';
export {
  playerStrength,
  selfRatingWeight,
  SELF_RATING_HALF_LIFE_GAMES,
  DEFAULT_STRENGTH,
} from './strength.js';
export { positionGroup, balancingRoles, coveredGroups } from './positions.js';
export { EXACT_MAX_PLAYERS } from './exact-two-sides.js';
