import { BALANCED_CATEGORIES, CATEGORY_COUNT, NO_ROLE, spreadLowerBound, type Problem } from './problem.js';
import { seededRandom } from '@oyna/shared';

/**
 * Heuristic for three or four sides (and for two sides beyond the exact method's size): a greedy
 * start (line by line, strongest first, each player to the side with the fewest of the line, then
 * the weakest), a descent by pair swaps and by moves of a player from a larger to a smaller side,
 * then kicks (a few random swaps, descend again, keep if better) and restarts from perturbed greedy
 * orders. A split is better when its position penalty is lower, then its spread, then the sum of
 * squared side strengths (which steers the descent across plateaus of equal spread). All choices
 * come from the seeded generator, and the work is capped by counts, so a seed fixes the result;
 * the time budget is only a safety net (the result says when it cut the search short).
 */

export interface HeuristicSettings {
  seed: number;
  timeBudgetMs: number;
  restarts: number;
  kicksPerRestart: number;
}

export const DEFAULT_HEURISTIC: Omit<HeuristicSettings, 'seed'> = {
  timeBudgetMs: 200,
  restarts: 4,
  kicksPerRestart: 30,
};

export interface HeuristicSplit {
  side: number[];
  penalty: number;
  spread: number;
  timedOut: boolean;
}

interface Cost {
  penalty: number;
  spread: number;
  squares: number;
}

function better(a: Cost, b: Cost): boolean {
  if (a.penalty !== b.penalty) return a.penalty < b.penalty;
  if (a.spread !== b.spread) return a.spread < b.spread;
  return a.squares < b.squares;
}

class Split {
  readonly side: Int8Array;
  readonly sums: Float64Array;
  readonly sizes: Int32Array;
  /** counts[side * CATEGORY_COUNT + category] */
  readonly counts: Int32Array;
  /** What swapCost and moveCost return: reused, so the descent allocates nothing per candidate. */
  private readonly scratch: Cost = { penalty: 0, spread: 0, squares: 0 };

  constructor(private readonly problem: Problem) {
    this.side = new Int8Array(problem.playerCount).fill(-1);
    this.sums = new Float64Array(problem.sideCount);
    this.sizes = new Int32Array(problem.sideCount);
    this.counts = new Int32Array(problem.sideCount * CATEGORY_COUNT);
  }

  copyFrom(other: Split): void {
    this.side.set(other.side);
    this.sums.set(other.sums);
    this.sizes.set(other.sizes);
    this.counts.set(other.counts);
  }

  place(player: number, side: number): void {
    this.side[player] = side;
    this.sums[side] = (this.sums[side] ?? 0) + (this.problem.strength[player] ?? 0);
    this.sizes[side] = (this.sizes[side] ?? 0) + 1;
    const slot = side * CATEGORY_COUNT + (this.problem.category[player] ?? NO_ROLE);
    this.counts[slot] = (this.counts[slot] ?? 0) + 1;
  }

  remove(player: number): void {
    const side = this.side[player] ?? 0;
    this.sums[side] = (this.sums[side] ?? 0) - (this.problem.strength[player] ?? 0);
    this.sizes[side] = (this.sizes[side] ?? 0) - 1;
    const slot = side * CATEGORY_COUNT + (this.problem.category[player] ?? NO_ROLE);
    this.counts[slot] = (this.counts[slot] ?? 0) - 1;
    this.side[player] = -1;
  }

  swap(i: number, j: number): void {
    const a = this.side[i] ?? 0;
    const b = this.side[j] ?? 0;
    this.remove(i);
    this.remove(j);
    this.place(i, b);
    this.place(j, a);
  }

  move(player: number, to: number): void {
    this.remove(player);
    this.place(player, to);
  }

  categoryPenalty(category: number): number {
    if (category >= BALANCED_CATEGORIES) return 0;
    let min = Infinity;
    let max = -Infinity;
    for (let t = 0; t < this.problem.sideCount; t += 1) {
      const count = this.counts[t * CATEGORY_COUNT + category] ?? 0;
      if (count < min) min = count;
      if (count > max) max = count;
    }
    return Math.max(0, max - min - (this.problem.allowedRange[category] ?? 0));
  }

  cost(): Cost {
    let penalty = 0;
    for (let c = 0; c < BALANCED_CATEGORIES; c += 1) penalty += this.categoryPenalty(c);
    let min = Infinity;
    let max = -Infinity;
    let squares = 0;
    for (const sum of this.sums) {
      if (sum < min) min = sum;
      if (sum > max) max = sum;
      squares += sum * sum;
    }
    return { penalty, spread: max - min, squares };
  }

  /**
   * The cost after side `a` changes by `deltaA` and side `b` by `deltaB` in strength, and player
   * categories `out` (leaving a for b) and `into` (leaving b for a, or -1 for a move): computed
   * without changing the split, touching only what the change touches.
   */
  private costAfter(
    current: Cost,
    a: number,
    b: number,
    deltaA: number,
    deltaB: number,
    out: number,
    into: number,
  ): Cost {
    let penalty = current.penalty;
    if (out !== into) {
      const before = this.categoryPenalty(out) + (into >= 0 ? this.categoryPenalty(into) : 0);
      this.shiftCount(a, b, out, into);
      penalty += this.categoryPenalty(out) + (into >= 0 ? this.categoryPenalty(into) : 0) - before;
      this.shiftCount(b, a, out, into);
    }
    const sumA = (this.sums[a] ?? 0) + deltaA;
    const sumB = (this.sums[b] ?? 0) + deltaB;
    let min = Infinity;
    let max = -Infinity;
    for (let t = 0; t < this.problem.sideCount; t += 1) {
      const sum = t === a ? sumA : t === b ? sumB : (this.sums[t] ?? 0);
      if (sum < min) min = sum;
      if (sum > max) max = sum;
    }
    const oldA = this.sums[a] ?? 0;
    const oldB = this.sums[b] ?? 0;
    const scratch = this.scratch;
    scratch.penalty = penalty;
    scratch.spread = max - min;
    scratch.squares = current.squares + sumA * sumA + sumB * sumB - oldA * oldA - oldB * oldB;
    return scratch;
  }

  /** Moves one `out` count from side a to b and one `into` count (if any) from b to a. */
  private shiftCount(a: number, b: number, out: number, into: number): void {
    const from = a * CATEGORY_COUNT + out;
    const to = b * CATEGORY_COUNT + out;
    this.counts[from] = (this.counts[from] ?? 0) - 1;
    this.counts[to] = (this.counts[to] ?? 0) + 1;
    if (into < 0) return;
    const back = b * CATEGORY_COUNT + into;
    const home = a * CATEGORY_COUNT + into;
    this.counts[back] = (this.counts[back] ?? 0) - 1;
    this.counts[home] = (this.counts[home] ?? 0) + 1;
  }

  swapCost(current: Cost, i: number, j: number): Cost {
    const a = this.side[i] ?? 0;
    const b = this.side[j] ?? 0;
    const delta = (this.problem.strength[j] ?? 0) - (this.problem.strength[i] ?? 0);
    const { category } = this.problem;
    return this.costAfter(current, a, b, delta, -delta, category[i] ?? NO_ROLE, category[j] ?? NO_ROLE);
  }

  moveCost(current: Cost, i: number, to: number): Cost {
    const from = this.side[i] ?? 0;
    const s = this.problem.strength[i] ?? 0;
    return this.costAfter(current, from, to, -s, s, this.problem.category[i] ?? NO_ROLE, -1);
  }
}

function hasRoom(problem: Problem, split: Split, side: number): boolean {
  const size = split.sizes[side] ?? 0;
  if (size < problem.minSideSize) return true;
  if (size >= problem.maxSideSize) return false;
  let large = 0;
  for (const s of split.sizes) if (s === problem.maxSideSize) large += 1;
  return large < problem.largeSides;
}

function greedyStart(
  problem: Problem,
  split: Split,
  free: readonly number[],
  noise: number,
  random: () => number,
) {
  problem.lock.forEach((side, player) => {
    if (side >= 0) split.place(player, side);
  });
  const key = free.map((player) => (problem.strength[player] ?? 0) + noise * random());
  const order = free
    .map((player, index) => ({ player, key: key[index] ?? 0 }))
    .sort(
      (x, y) =>
        (problem.category[x.player] ?? 0) - (problem.category[y.player] ?? 0) ||
        y.key - x.key ||
        x.player - y.player,
    );
  for (const { player } of order) {
    const category = problem.category[player] ?? NO_ROLE;
    let bestSide = -1;
    for (let t = 0; t < problem.sideCount; t += 1) {
      if (!hasRoom(problem, split, t)) continue;
      if (bestSide < 0) {
        bestSide = t;
        continue;
      }
      const countT = category === NO_ROLE ? 0 : (split.counts[t * CATEGORY_COUNT + category] ?? 0);
      const countBest = category === NO_ROLE ? 0 : (split.counts[bestSide * CATEGORY_COUNT + category] ?? 0);
      if (
        countT < countBest ||
        (countT === countBest && (split.sums[t] ?? 0) < (split.sums[bestSide] ?? 0))
      ) {
        bestSide = t;
      }
    }
    split.place(player, bestSide);
  }
}

/** First-improvement descent over pair swaps and large-to-small moves; returns the final cost. */
function descend(problem: Problem, split: Split, free: readonly number[], start: Cost): Cost {
  let current = start;
  let improved = true;
  while (improved) {
    improved = false;
    for (let x = 0; x < free.length; x += 1) {
      const i = free[x] ?? 0;
      for (let y = x + 1; y < free.length; y += 1) {
        const j = free[y] ?? 0;
        if (split.side[i] === split.side[j]) continue;
        if (problem.strength[i] === problem.strength[j] && problem.category[i] === problem.category[j])
          continue;
        const candidate = split.swapCost(current, i, j);
        if (better(candidate, current)) {
          split.swap(i, j);
          current = { ...candidate };
          improved = true;
        }
      }
      if (problem.largeSides === 0) continue;
      const from = split.side[i] ?? 0;
      if (split.sizes[from] !== problem.maxSideSize) continue;
      for (let to = 0; to < problem.sideCount; to += 1) {
        if (split.sizes[to] !== problem.minSideSize) continue;
        const candidate = split.moveCost(current, i, to);
        if (better(candidate, current)) {
          split.move(i, to);
          current = { ...candidate };
          improved = true;
          break;
        }
      }
    }
  }
  return current;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

export function solveHeuristically(problem: Problem, settings: HeuristicSettings): HeuristicSplit {
  const startedAt = performance.now();
  const random = seededRandom(settings.seed);
  const free = problem.lock.flatMap((side, player) => (side < 0 ? [player] : []));
  const target: Cost = { penalty: 0, spread: spreadLowerBound(problem), squares: -Infinity };
  const reached = (cost: Cost) => cost.penalty <= target.penalty && cost.spread <= target.spread;

  const best = new Split(problem);
  let bestCost: Cost | null = null;
  const current = new Split(problem);
  const trial = new Split(problem);
  let timedOut = false;

  search: for (let restart = 0; restart < settings.restarts; restart += 1) {
    const order = restart === 0 ? free : shuffled(free, random);
    current.side.fill(-1);
    current.sums.fill(0);
    current.sizes.fill(0);
    current.counts.fill(0);
    greedyStart(problem, current, free, restart === 0 ? 0 : 12, random);
    let currentCost = descend(problem, current, order, current.cost());
    if (!bestCost || better(currentCost, bestCost)) {
      best.copyFrom(current);
      bestCost = currentCost;
    }
    for (let kick = 0; kick < settings.kicksPerRestart; kick += 1) {
      if (reached(bestCost)) break search;
      if (performance.now() - startedAt >= settings.timeBudgetMs) {
        timedOut = true;
        break search;
      }
      trial.copyFrom(current);
      const swaps = 2 + Math.floor(random() * 2);
      for (let s = 0; s < swaps && free.length > 1; s += 1) {
        const i = free[Math.floor(random() * free.length)] ?? 0;
        const j = free[Math.floor(random() * free.length)] ?? 0;
        if (trial.side[i] !== trial.side[j]) trial.swap(i, j);
      }
      const trialCost = descend(problem, trial, order, trial.cost());
      if (better(trialCost, currentCost)) {
        current.copyFrom(trial);
        currentCost = trialCost;
        if (better(currentCost, bestCost)) {
          best.copyFrom(current);
          bestCost = currentCost;
        }
      }
    }
  }
  const cost = bestCost ?? best.cost();
  return { side: Array.from(best.side), penalty: cost.penalty, spread: cost.spread, timedOut };
}
