import { EXACT_MAX_PLAYERS, solveTwoTeamsExactly } from './exact-two-teams.js';
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
  type BalancedTeam,
} from './types.js';

/** Seed used when the caller gives none, so a plain call is reproducible. */
export const DEFAULT_SEED = 20260101;

/**
 * Nodes the branch and bound may visit after the heuristic (a few milliseconds): enough to prove
 * many small, tightly constrained games optimal, where the integrality bound is out of reach.
 */
export const PROOF_NODE_LIMIT = 5_000;

/**
 * Splits the confirmed players of a game into `options.teams` teams: sizes differ by at most one,
 * locked players stay in their team, goalkeepers and the other lines are as even as the locks
 * allow, and then the spread of team strengths is as small as possible: exact for two teams up to
 * 40 players; otherwise a seeded heuristic, followed, when it misses the integrality bound, by a
 * short branch and bound that proves its result optimal or improves it. Throws `BalanceError`
 * on bad input.
 */
export function balanceTeams(players: readonly BalancePlayer[], options: BalanceOptions): BalanceResult {
  const problem = buildProblem(players, options);
  if (problem.teamCount === 2 && problem.playerCount <= EXACT_MAX_PLAYERS) {
    const split = solveTwoTeamsExactly(problem);
    return describe(problem, players, split.team, {
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
  let team = split.team;
  let optimal = split.penalty === 0 && split.spread === spreadLowerBound(problem);
  if (split.penalty === 0 && !optimal && !split.timedOut) {
    const search = searchExactly(problem, split.spread, PROOF_NODE_LIMIT);
    if (search.team) team = search.team;
    optimal = search.proven;
  }
  return describe(problem, players, team, { method: 'heuristic', optimal, timedOut: split.timedOut, seed });
}

/**
 * Describes teams the organizer arranged by hand (`teams[t]` lists player ids) the way the
 * balancer describes its own: strengths, lines, spread. Every player must be in exactly one team;
 * sizes are not forced here, the organizer's word is final.
 */
export function describeTeams(
  players: readonly BalancePlayer[],
  teams: readonly (readonly string[])[],
): BalanceResult {
  const problem = buildProblem(players, { teams: teams.length });
  const teamOf = new Map<string, number>();
  teams.forEach((ids, team) => {
    for (const id of ids) {
      if (teamOf.has(id)) throw new BalanceError('duplicate_player', `Player ${id} is in two teams.`, id);
      if (!players.some((player) => player.id === id)) {
        throw new BalanceError('unknown_player', `Player ${id} is not in the game.`, id);
      }
      teamOf.set(id, team);
    }
  });
  const missing = players.find((player) => !teamOf.has(player.id));
  if (missing) throw new BalanceError('unassigned_player', `Player ${missing.id} is in no team.`, missing.id);
  const assignment = players.map((player) => teamOf.get(player.id) ?? 0);
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
  const teams: BalancedTeam[] = Array.from({ length: problem.teamCount }, (_, index) => ({
    index,
    players: [],
    strength: 0,
    mix: emptyMix(),
    cover: emptyMix(),
  }));
  const counts = teams.map(() => new Array<number>(CATEGORY_COUNT).fill(0));
  players.forEach((player, i) => {
    const team = teams[assignment[i] ?? 0] as BalancedTeam;
    const strength = problem.strength[i] ?? 0;
    const role = problem.roles[i] ?? null;
    team.players.push({ id: player.id, strength, role, locked: problem.lock[i] !== -1 });
    team.strength += strength;
    if (role) team.mix[role] += 1;
    for (const group of coveredGroups(player)) team.cover[group] += 1;
    const teamCounts = counts[team.index] as number[];
    const category = problem.category[i] ?? NO_ROLE;
    teamCounts[category] = (teamCounts[category] ?? 0) + 1;
  });
  for (const team of teams) team.players.sort((a, b) => b.strength - a.strength);
  const strengths = teams.map((team) => team.strength);
  return {
    teams,
    spread: Math.max(...strengths) - Math.min(...strengths),
    positionPenalty: positionPenalty(problem, counts),
    spreadLowerBound: spreadLowerBound(problem),
    ...meta,
  };
}
