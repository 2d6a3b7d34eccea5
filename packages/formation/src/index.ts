export * from './types.js';
export { playersPerSide } from './formats.js';
export { FORMATION_PRESETS, presetsFor, presetById, defaultPreset } from './presets.js';
export {
  validateFormation,
  toFormationSlots,
  MIN_SLOT_DISTANCE,
  SLOT_ID_MAX_LENGTH,
  type FormationProblem,
} from './validate-formation.js';
export { solveFormation, type SolveFormationOptions } from './solve-formation.js';
export {
  FIT_COST,
  FOOT_COST,
  DEFAULT_STRENGTH,
  SKILL_COST_PER_POINT,
  NEUTRAL_SKILL_COST,
  EMPTY_SLOT_COST,
  classifyFit,
  playerStrength,
  footFit,
  skillFit,
  costBreakdown,
  placementCost,
  emptySlotCost,
  preparePlayer,
  type PreparedPlayer,
  type CostBreakdown,
} from './cost.js';
export { placementReason, reasonParts, type ReasonPart } from './reason.js';
export { ROLE_SKILLS, wideSide } from './roles.js';
