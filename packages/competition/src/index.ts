export * from './errors.js';
export { drawLots, lotNumber, type Seed } from './lots.js';
export * from './standings/types.js';
export { computeStandings } from './standings/compute-standings.js';
export { computeGroupStandings, type GroupTeams, type GroupTable } from './standings/group-standings.js';
export { FIFA_2018_ORDER, FIFA_2026_ORDER, resolveTiebreakOrder } from './standings/tiebreak-orders.js';
export { FAIR_PLAY_POINTS, FORFEIT_GOALS, fairPlayPoints } from './standings/tally.js';
export * from './fixtures/bracket-types.js';
export {
  roundRobin,
  type Pairing,
  type RoundRobinOptions,
  type RoundRobinRound,
} from './fixtures/round-robin.js';
export {
  drawGroups,
  MAX_GROUPS,
  type DrawnGroup,
  type GroupDraw,
  type RatedTeam,
} from './fixtures/draw-groups.js';
export { bracketSize, seedPlacement } from './fixtures/seeding.js';
export { singleElimination, type SingleEliminationOptions } from './fixtures/single-elimination.js';
export { knockoutFromGroups, type KnockoutFromGroupsOptions } from './fixtures/knockout-from-groups.js';
export { doubleElimination, type DoubleEliminationOptions } from './fixtures/double-elimination.js';
export {
  knockoutWinner,
  resolveBracket,
  type KnockoutMatchStatus,
  type ResolveBracketInput,
  type ResolvedBracket,
  type ResolvedKnockoutMatch,
} from './fixtures/resolve-bracket.js';
export * from './schedule/types.js';
export { BAKU_UTC_OFFSET_MINUTES, bakuMinutes } from './schedule/baku-time.js';
export { scheduleMatches } from './schedule/schedule-matches.js';
export { validateSchedule } from './schedule/validate-schedule.js';
export { bracketToSchedule, roundRobinToSchedule } from './schedule/from-fixtures.js';
