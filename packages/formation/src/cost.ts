/**
 * The cost of a player in a slot, in whole points, lower is better
 * (docs/decisions/0016-formation-solver.md):
 * fit of the player's positions + preferred foot on a wing + (100 - strength) + skill profile.
 */
import {
  type Position,
  type PositionGroup,
  type PreferredFoot,
  SKILL_KEYS,
  type SkillKey,
  overallFromSkills,
  positionGroup,
} from '@oyna/shared';
import { ROLE_SKILLS, linesApart, wideSide } from './roles.js';
import type { Fit, FormationPlayer, FormationSlot, StrengthSource } from './types.js';

/**
 * Each fit's cost: every step down costs more (the smallest step, 15, exceeds the foot term); a
 * wrong goal costs more than every other term together.
 */
export const FIT_COST: Record<Fit, number> = {
  primary: 0,
  secondary: 15,
  sameLine: 35,
  adjacentLine: 60,
  unknown: 75,
  farLine: 95,
  keeperOutfield: 1000,
  outfieldInGoal: 1000,
};

/**
 * On a wing: the same foot or both feet cost nothing, an unknown foot a little, the other foot
 * more, but less than any step of fit.
 */
export const FOOT_COST = { suits: 0, unknown: 4, other: 10 } as const;

/** Strength of a player with neither a rating nor a rated skill: the middle of the scale. */
export const DEFAULT_STRENGTH = 50;

/** Points per skill point the role's skills stand above (cheaper) or below the player's own mean. */
export const SKILL_COST_PER_POINT = 2;
const SKILL_SPAN = 9;
/** The skill term of a player without rated skills (or none of the role's): the middle of its 0-36 range. */
export const NEUTRAL_SKILL_COST = SKILL_COST_PER_POINT * SKILL_SPAN;

/**
 * Leaving a slot empty (only when players run short) costs more than any placement, so every slot
 * is filled while players remain; the steps between lines exceed any placement's cost, so the
 * forwards' slots stay empty first, then the midfielders', the defenders', and the goal last.
 */
export const EMPTY_SLOT_COST: Record<PositionGroup, number> = {
  attacker: 10_000,
  midfielder: 12_000,
  defender: 14_000,
  goalkeeper: 16_000,
};

/**
 * What the cost needs of a player, worked out once: the solver prices every player in every slot,
 * so it prepares each player first.
 */
export interface PreparedPlayer {
  player: FormationPlayer;
  /** Primary first, without repeats. */
  positions: Position[];
  strength: number;
  strengthSource: StrengthSource;
  rated: Map<SkillKey, number>;
  /** Mean of the rated skills; null without any. */
  ownMean: number | null;
}

export function preparePlayer(player: FormationPlayer): PreparedPlayer {
  const all = player.primaryPosition
    ? [player.primaryPosition, ...player.secondaryPositions]
    : player.secondaryPositions;
  const rated = new Map<SkillKey, number>();
  for (const key of SKILL_KEYS) {
    const value = player.skills?.[key];
    if (value != null && Number.isFinite(value)) rated.set(key, value);
  }
  let total = 0;
  for (const value of rated.values()) total += value;
  const { strength, source } = strengthOf(player, rated);
  return {
    player,
    positions: [...new Set(all)],
    strength,
    strengthSource: source,
    rated,
    ownMean: rated.size > 0 ? total / rated.size : null,
  };
}

const prepared = (player: FormationPlayer | PreparedPlayer): PreparedPlayer =>
  'player' in player ? player : preparePlayer(player);

/** How the player's positions suit the role, and the position that gave that fit. */
export function classifyFit(
  player: FormationPlayer | PreparedPlayer,
  role: Position,
): { fit: Fit; via: Position | null } {
  const ready = prepared(player);
  const fit = fitOf(ready, role);
  return { fit, via: viaOf(ready, role, fit) };
}

/** The fit alone, without allocating: the solver calls it for every player and slot. */
function fitOf({ player, positions }: PreparedPlayer, role: Position): Fit {
  if (player.primaryPosition === role) return 'primary';
  if (player.secondaryPositions.includes(role)) return 'secondary';
  const line = positionGroup(role);
  if (line === 'goalkeeper') return 'outfieldInGoal';
  if (positions.length === 0) return 'unknown';
  let best: Fit = 'keeperOutfield';
  for (const position of positions) {
    const apart = linesApart(positionGroup(position), line);
    if (apart === 0) return 'sameLine';
    if (apart === 1) best = 'adjacentLine';
    else if (apart === 2 && best === 'keeperOutfield') best = 'farLine';
  }
  return best;
}

/** The player's position behind a fit: the role itself, or his first position in the line that fits. */
function viaOf({ positions }: PreparedPlayer, role: Position, fit: Fit): Position | null {
  if (fit === 'primary' || fit === 'secondary') return role;
  const wanted = fit === 'sameLine' ? 0 : fit === 'adjacentLine' ? 1 : fit === 'farLine' ? 2 : null;
  if (wanted === null) return null;
  return (
    positions.find((position) => linesApart(positionGroup(position), positionGroup(role)) === wanted) ?? null
  );
}

/** Strength 0-100: the rating from results, else the self-rated overall, else 50. */
export function playerStrength(player: FormationPlayer | PreparedPlayer): {
  strength: number;
  source: StrengthSource;
} {
  const { strength, strengthSource } = prepared(player);
  return { strength, source: strengthSource };
}

function strengthOf(
  player: FormationPlayer,
  rated: Map<SkillKey, number>,
): { strength: number; source: StrengthSource } {
  if (player.rating != null) {
    return { strength: Math.min(100, Math.max(0, Math.round(player.rating))), source: 'rating' };
  }
  if (rated.size > 0) return { strength: overallFromSkills(Object.fromEntries(rated)), source: 'skills' };
  return { strength: DEFAULT_STRENGTH, source: 'none' };
}

/** The preferred foot on a wing, and its cost; nothing in the centre. */
export function footFit(
  player: FormationPlayer | PreparedPlayer,
  role: Position,
): { foot: PreferredFoot | 'unknown' | null; suits: boolean | null; cost: number } {
  const side = wideSide(role);
  if (side === null) return { foot: null, suits: null, cost: 0 };
  const foot = prepared(player).player.preferredFoot;
  if (foot === null) return { foot: 'unknown', suits: false, cost: FOOT_COST.unknown };
  const suits = foot === 'both' || foot === side;
  return { foot, suits, cost: suits ? FOOT_COST.suits : FOOT_COST.other };
}

function footCost(foot: PreferredFoot | null, role: Position): number {
  const side = wideSide(role);
  if (side === null) return 0;
  if (foot === null) return FOOT_COST.unknown;
  return foot === 'both' || foot === side ? FOOT_COST.suits : FOOT_COST.other;
}

const ROLE_WEIGHTS = Object.fromEntries(
  Object.entries(ROLE_SKILLS).map(([role, weights]) => [role, Object.entries(weights)]),
) as Record<Position, [SkillKey, number][]>;

/**
 * The role's key skills against the player's own mean: 2 points per skill point the weighted mean
 * of the role's skills lies below his own mean (0 when 9 points above, 36 when 9 below, 18 when
 * level or unknown), and the role's skills he rated above his mean, strongest first (at most 2).
 */
export function skillFit(
  player: FormationPlayer | PreparedPlayer,
  role: Position,
): { cost: number; strongSkills: SkillKey[] } {
  const ready = prepared(player);
  const { rated, ownMean } = ready;
  const strongSkills =
    ownMean === null
      ? []
      : ROLE_WEIGHTS[role]
          .filter(([key]) => (rated.get(key) ?? -Infinity) > ownMean)
          .sort(([a, wa], [b, wb]) => (rated.get(b) ?? 0) - (rated.get(a) ?? 0) || wb - wa)
          .slice(0, 2)
          .map(([key]) => key);
  return { cost: skillCost(ready, role), strongSkills };
}

function skillCost({ rated, ownMean }: PreparedPlayer, role: Position): number {
  if (ownMean === null) return NEUTRAL_SKILL_COST;
  let weightSum = 0;
  let weighted = 0;
  for (const [key, weight] of ROLE_WEIGHTS[role]) {
    const value = rated.get(key);
    if (value === undefined) continue;
    weightSum += weight;
    weighted += weight * value;
  }
  if (weightSum === 0) return NEUTRAL_SKILL_COST;
  const lead = Math.min(SKILL_SPAN, Math.max(-SKILL_SPAN, weighted / weightSum - ownMean));
  return Math.round(SKILL_COST_PER_POINT * (SKILL_SPAN - lead));
}

export interface CostBreakdown {
  fit: number;
  foot: number;
  strength: number;
  skills: number;
  total: number;
}

/** The four terms of a placement's cost and their sum. */
export function costBreakdown(
  player: FormationPlayer | PreparedPlayer,
  slot: Pick<FormationSlot, 'role'>,
): CostBreakdown {
  const ready = prepared(player);
  const fit = FIT_COST[fitOf(ready, slot.role)];
  const foot = footCost(ready.player.preferredFoot, slot.role);
  const strength = 100 - ready.strength;
  const skills = skillCost(ready, slot.role);
  return { fit, foot, strength, skills, total: fit + foot + strength + skills };
}

/** The cost of this player in this slot (a whole number, 0 at best). */
export function placementCost(
  player: FormationPlayer | PreparedPlayer,
  slot: Pick<FormationSlot, 'role'>,
): number {
  const ready = prepared(player);
  return (
    FIT_COST[fitOf(ready, slot.role)] +
    footCost(ready.player.preferredFoot, slot.role) +
    (100 - ready.strength) +
    skillCost(ready, slot.role)
  );
}

/** The cost of leaving this slot empty. */
export function emptySlotCost(slot: Pick<FormationSlot, 'role'>): number {
  return EMPTY_SLOT_COST[positionGroup(slot.role)];
}
