import { EXACT_MAX_PLAYERS, solveTwoSidesExactly } from './exact-two-sides.js';
import { searchExactly } from './exact-search.js';
import { DEFAULT_HEURISTIC, solveHeuristically } from './heuristic.js';
import { coveredGroups, emptyMix } from './positions.js';
import {
  buildProblem,
  CATEGORY_COUNT,
  NO_ROLE,
  positionPenalty,
  spreadLowerBound,
  type Problem,
} from './problem.js';
import {
  BalanceError,
  type BalanceOptions,
  type BalancePlayer,
  type BalanceResult,
  type BalancedSide,
} from './types.js';

/** Seed used when the caller gives none, so a plain call is reproducible. */
export const DEFAULT_SEED = 20260101;

/**
 * Nodes the branch and bound may visit after the heuristic (a few milliseconds): enough to prove
 * many small, tightly constrained games optimal, where the integrality bound is out of reach.
 */
export const PROOF_NODE_LIMIT = 5_000;

/**
 * Splits the confirmed players of a game into `options.sides` sides: sizes differ by at most one,
 * locked players stay in their side, goalkeepers and the other lines are as even as the locks
 * allow, and then the spread of side strengths is as small as possible: exact for two sides up to
 * 40 players; otherwise a seeded heuristic, followed, when it misses the integrality bound, by a
 * short branch and bound that proves its result optimal or improves it. Throws `BalanceError`
 * on bad input.
 */
export function balanceSides(players: readonly BalancePlayer[], options: BalanceOptions): BalanceResult {
  const problem = buildProblem(players, options);
  if (problem.sideCount === 2 && problem.playerCount <= EXACT_MAX_PLAYERS) {
    const split = solveTwoSidesExactly(problem);
    return describe(problem, players, split.side, {
      method: 'exact',
      optimal: true,
      timedOut: false,
      seed: null,
    });
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const split = solveHeuristically(problem, {
    ...DEFAULT_HEURISTIC,
    seed,
    timeBudgetMs: options.timeBudgetMs ?? DEFAULT_HEURISTIC.timeBudgetMs,
  });
  let side = split.side;
  let optimal = split.penalty === 0 && split.spread === spreadLowerBound(problem);
  if (split.penalty === 0 && !optimal && !split.timedOut) {
    const search = searchExactly(problem, split.spread, PROOF_NODE_LIMIT);
    if (search.side) side = search.side;
    optimal = search.proven;
  }
  return describe(problem, players, side, { method: 'heuristic', optimal, timedOut: split.timedOut, seed });
}

/**
 * Describes sides the organizer arranged by hand (`sides[t]` lists player ids) the way the
 * balancer describes its own: strengths, lines, spread. Every player must be in exactly one side;
 * sizes are not forced here, the organizer's word is final.
 */
export function describeSides(
  players: readonly BalancePlayer[],
  sides: readonly (readonly string[])[],
): BalanceResult {
  const problem = buildProblem(players, { sides: sides.length });
  const sideOf = new Map<string, number>();
  sides.forEach((ids, side) => {
    for (const id of ids) {
      if (sideOf.has(id)) throw new BalanceError('duplicate_player', `Player ${id} is in two sides.`, id);
      if (!players.some((player) => player.id === id)) {
        throw new BalanceError('unknown_player', `Player ${id} is not in the game.`, id);
      }
      sideOf.set(id, side);
    }
  });
  const missing = players.find((player) => !sideOf.has(player.id));
  if (missing) throw new BalanceError('unassigned_player', `Player ${missing.id} is in no side.`, missing.id);
  const assignment = players.map((player) => sideOf.get(player.id) ?? 0);
  return describe(problem, players, assignment, {
    method: 'manual',
    optimal: false,
    timedOut: false,
    seed: null,
  });
}

function describe(
  problem: Problem,
  players: readonly BalancePlayer[],
  assignment: readonly number[],
  meta: Pick<BalanceResult, 'method' | 'optimal' | 'timedOut' | 'seed'>,
): BalanceResult {
  const sides: BalancedSide[] = Array.from({ length: problem.sideCount }, (_, index) => ({
    index,
    players: [],
    strength: 0,
    mix: emptyMix(),
    cover: emptyMix(),
  }));
  const counts = sides.map(() => new Array<number>(CATEGORY_COUNT).fill(0));
  players.forEach((player, i) => {
    const side = sides[assignment[i] ?? 0] as BalancedSide;
    const strength = problem.strength[i] ?? 0;
    const role = problem.roles[i] ?? null;
    side.players.push({ id: player.id, strength, role, locked: problem.lock[i] !== -1 });
    side.strength += strength;
    if (role) side.mix[role] += 1;
    for (const group of coveredGroups(player)) side.cover[group] += 1;
    const sideCounts = counts[side.index] as number[];
    const category = problem.category[i] ?? NO_ROLE;
    sideCounts[category] = (sideCounts[category] ?? 0) + 1;
  });
  for (const side of sides) side.players.sort((a, b) => b.strength - a.strength);
  const strengths = sides.map((side) => side.strength);
  return {
    sides,
    spread: Math.max(...strengths) - Math.min(...strengths),
    positionPenalty: positionPenalty(problem, counts),
    spreadLowerBound: spreadLowerBound(problem),
    ...meta,
  };
}
