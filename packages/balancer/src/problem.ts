import { balancingRoles, GROUP_INDEX } from './positions.js';
import { playerStrength } from './strength.js';
import { BalanceError, type BalanceOptions, type BalancePlayer, type PositionGroup } from './types.js';

export const MIN_SIDES = 2;
export const MAX_SIDES = 4;
/** Category of a player with no position: counts for side sizes only. */
export const NO_ROLE = 4;
export const CATEGORY_COUNT = 5;
/** Categories whose counts are balanced across sides: goalkeeper, defender, midfielder, attacker. */
export const BALANCED_CATEGORIES = 4;

/** The balancing problem in numbers: everything the solvers need, validated. */
export interface Problem {
  sideCount: number;
  playerCount: number;
  /** Whole-number strength per player. */
  strength: number[];
  /** Category per player: GROUP_INDEX of the role, or NO_ROLE. */
  category: number[];
  roles: (PositionGroup | null)[];
  /** Side a player is locked to, or -1. */
  lock: number[];
  categoryTotal: number[];
  /** Per category, the smallest difference between sides' counts that the locks allow. */
  allowedRange: number[];
  totalStrength: number;
  minSideSize: number;
  maxSideSize: number;
  /** How many sides have maxSideSize players (the rest have minSideSize). */
  largeSides: number;
}

function isScore(value: number | null | undefined): boolean {
  return value == null || (Number.isFinite(value) && value >= 0 && value <= 100);
}

/** Smallest max - min of counts c_t >= locked_t that sum to total (filling the lowest first). */
export function minimalRange(total: number, locked: readonly number[]): number {
  let level = 0;
  const filled = (h: number) => locked.reduce((sum, l) => sum + Math.max(l, h), 0);
  while (filled(level + 1) <= total) level += 1;
  const rest = total - filled(level);
  return Math.max(Math.max(...locked), level + (rest > 0 ? 1 : 0)) - level;
}

export function buildProblem(players: readonly BalancePlayer[], options: BalanceOptions): Problem {
  const sideCount = options.sides;
  if (!Number.isInteger(sideCount) || sideCount < MIN_SIDES || sideCount > MAX_SIDES) {
    throw new BalanceError(
      'side_count_out_of_range',
      `Sides must be a whole number from ${MIN_SIDES} to ${MAX_SIDES}, got ${sideCount}.`,
    );
  }
  if (players.length < sideCount) {
    throw new BalanceError(
      'too_few_players',
      `${sideCount} sides need at least ${sideCount} players, got ${players.length}.`,
    );
  }
  const indexById = new Map<string, number>();
  players.forEach((player, index) => {
    if (indexById.has(player.id)) {
      throw new BalanceError('duplicate_player', `Player ${player.id} is listed twice.`, player.id);
    }
    indexById.set(player.id, index);
    if (
      !isScore(player.rating) ||
      !isScore(player.selfOverall) ||
      !Number.isInteger(player.gamesPlayed) ||
      player.gamesPlayed < 0
    ) {
      throw new BalanceError(
        'invalid_player',
        `Player ${player.id} needs rating and self-rating within 0-100 and a whole, non-negative game count.`,
        player.id,
      );
    }
  });

  const lock = players.map(() => -1);
  for (const { playerId, side } of options.locks ?? []) {
    const index = indexById.get(playerId);
    if (index === undefined) {
      throw new BalanceError(
        'unknown_locked_player',
        `Locked player ${playerId} is not in the game.`,
        playerId,
      );
    }
    if (!Number.isInteger(side) || side < 0 || side >= sideCount) {
      throw new BalanceError(
        'lock_to_missing_side',
        `Player ${playerId} is locked to side ${side}, but the sides are 0 to ${sideCount - 1}.`,
        playerId,
      );
    }
    if (lock[index] !== -1) {
      throw new BalanceError('duplicate_lock', `Player ${playerId} is locked twice.`, playerId);
    }
    lock[index] = side;
  }

  const playerCount = players.length;
  const minSideSize = Math.floor(playerCount / sideCount);
  const largeSides = playerCount % sideCount;
  const maxSideSize = minSideSize + (largeSides > 0 ? 1 : 0);
  const lockedPerSide = Array.from({ length: sideCount }, (_, side) => lock.filter((t) => t === side).length);
  const fullSides = lockedPerSide.filter((count) => count === maxSideSize).length;
  if (lockedPerSide.some((count) => count > maxSideSize) || (largeSides > 0 && fullSides > largeSides)) {
    throw new BalanceError(
      'locks_unbalanced',
      `Side sizes must differ by at most one: ${playerCount} players in ${sideCount} sides allow at most ` +
        `${maxSideSize} per side${largeSides > 0 ? ` in ${largeSides} of them` : ''}.`,
    );
  }

  const roles = balancingRoles(players, sideCount);
  const category = roles.map((role) => (role === null ? NO_ROLE : GROUP_INDEX[role]));
  const strength = players.map(playerStrength);
  const categoryTotal = Array.from(
    { length: CATEGORY_COUNT },
    (_, c) => category.filter((x) => x === c).length,
  );
  const allowedRange = categoryTotal.map((total, c) => {
    const locked = Array.from(
      { length: sideCount },
      (_, side) => lock.filter((t, i) => t === side && category[i] === c).length,
    );
    return minimalRange(total, locked);
  });
  return {
    sideCount,
    playerCount,
    strength,
    category,
    roles,
    lock,
    categoryTotal,
    allowedRange,
    totalStrength: strength.reduce((sum, s) => sum + s, 0),
    minSideSize,
    maxSideSize,
    largeSides,
  };
}

/** How far a split's lines are from the most even ones the locks allow (0 = as even as possible). */
export function positionPenalty(problem: Problem, counts: readonly (readonly number[])[]): number {
  let penalty = 0;
  for (let c = 0; c < BALANCED_CATEGORIES; c += 1) {
    let min = Infinity;
    let max = -Infinity;
    for (const sideCounts of counts) {
      const count = sideCounts[c] ?? 0;
      if (count < min) min = count;
      if (count > max) max = count;
    }
    penalty += Math.max(0, max - min - (problem.allowedRange[c] ?? 0));
  }
  return penalty;
}

/** Integrality bound: side strengths are whole numbers, so unless the total divides evenly the spread is >= 1. */
export function spreadLowerBound(problem: Problem): number {
  return problem.totalStrength % problem.sideCount === 0 ? 0 : 1;
}
