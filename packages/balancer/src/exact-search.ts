import { CATEGORY_COUNT, NO_ROLE, spreadLowerBound, type Problem } from './problem.js';

/**
 * Branch and bound for any side count: the smallest spread among splits whose lines are as even as
 * the locks allow (position penalty 0), looking only for splits strictly better than `upperBound`.
 * Free players go strongest first, each to a side with room (weakest side first, one of several
 * empty unlocked sides only); a branch is cut when a line or the sizes can no longer end within
 * their allowed range, or when its spread bound reaches the best spread so far. The bound: the
 * weakest final side has at most floor(total / sides), the strongest at least ceil(total / sides),
 * a side ends with at most its sum plus the strongest remaining players it has room for.
 * Gives up after `nodeLimit` nodes.
 */

export interface ExactSearchOutcome {
  /** A split better than the upper bound, or null when none was found. */
  side: number[] | null;
  /** The best spread known at the end (the upper bound when nothing better was found). */
  spread: number;
  /** True when the search finished: `spread` is then the optimum among penalty-0 splits. */
  proven: boolean;
  nodes: number;
}

/** Whether counts can still end with max - min <= range when `remaining` more are spread over them. */
function canEndWithin(counts: ArrayLike<number>, sides: number, remaining: number, range: number): boolean {
  let max = 0;
  for (let t = 0; t < sides; t += 1) max = Math.max(max, counts[t] ?? 0);
  // Raising the level raises both what must be added and what may be: the first level that
  // may take every remaining one decides.
  for (let level = Math.max(0, max - range); ; level += 1) {
    let need = 0;
    let room = 0;
    for (let t = 0; t < sides; t += 1) {
      const c = counts[t] ?? 0;
      need += Math.max(0, level - c);
      room += level + range - c;
    }
    if (need > remaining) return false;
    if (remaining <= room) return true;
  }
}

export function searchExactly(problem: Problem, upperBound: number, nodeLimit: number): ExactSearchOutcome {
  const { sideCount: sides, strength, category, lock, totalStrength, maxSideSize } = problem;
  const side = new Array<number>(problem.playerCount).fill(-1);
  const sums = new Array<number>(sides).fill(0);
  const sizes = new Array<number>(sides).fill(0);
  /** counts[category][side] */
  const counts = Array.from({ length: CATEGORY_COUNT }, () => new Array<number>(sides).fill(0));
  const remainingOf = new Array<number>(CATEGORY_COUNT).fill(0);
  const hasLock = new Array<boolean>(sides).fill(false);
  const free: number[] = [];
  lock.forEach((t, player) => {
    const c = category[player] ?? NO_ROLE;
    if (t >= 0) {
      side[player] = t;
      sums[t] = (sums[t] ?? 0) + (strength[player] ?? 0);
      sizes[t] = (sizes[t] ?? 0) + 1;
      (counts[c] as number[])[t] = ((counts[c] as number[])[t] ?? 0) + 1;
      hasLock[t] = true;
    } else {
      free.push(player);
      remainingOf[c] = (remainingOf[c] ?? 0) + 1;
    }
  });
  free.sort((a, b) => (strength[b] ?? 0) - (strength[a] ?? 0) || a - b);
  // suffixTop[i][k]: the k strongest of free[i..] are free[i..i+k-1], as free is sorted.
  const prefix = [0];
  for (const player of free) prefix.push((prefix[prefix.length - 1] ?? 0) + (strength[player] ?? 0));
  const topFrom = (i: number, k: number) => (prefix[Math.min(free.length, i + k)] ?? 0) - (prefix[i] ?? 0);

  const floorMean = Math.floor(totalStrength / sides);
  const ceilMean = Math.ceil(totalStrength / sides);
  const integrality = spreadLowerBound(problem);
  let best = upperBound;
  let bestSide: number[] | null = null;
  let nodes = 0;
  let aborted = false;

  const bound = (next: number): number => {
    let maxCur = 0;
    let minReach = Infinity;
    for (let t = 0; t < sides; t += 1) {
      const sum = sums[t] ?? 0;
      maxCur = Math.max(maxCur, sum);
      minReach = Math.min(minReach, sum + topFrom(next, maxSideSize - (sizes[t] ?? 0)));
    }
    return Math.max(integrality, maxCur - floorMean, ceilMean - minReach);
  };

  /** Sides weakest first, one preallocated row per depth. */
  const orders = Array.from({ length: free.length }, () => new Array<number>(sides).fill(0));
  const visit = (i: number): void => {
    if (aborted) return;
    nodes += 1;
    if (nodes > nodeLimit) {
      aborted = true;
      return;
    }
    if (i === free.length) {
      const spread = Math.max(...sums) - Math.min(...sums);
      if (spread < best) {
        best = spread;
        bestSide = [...side];
      }
      return;
    }
    if (bound(i) >= best) return;
    const player = free[i] as number;
    const c = category[player] ?? NO_ROLE;
    const s = strength[player] ?? 0;
    const lineCounts = counts[c] as number[];
    remainingOf[c] = (remainingOf[c] ?? 0) - 1;
    const sidesByWeakness = orders[i] as number[];
    for (let t = 0; t < sides; t += 1) {
      let at = t;
      while (at > 0 && (sums[sidesByWeakness[at - 1] ?? 0] ?? 0) > (sums[t] ?? 0)) {
        sidesByWeakness[at] = sidesByWeakness[at - 1] ?? 0;
        at -= 1;
      }
      sidesByWeakness[at] = t;
    }
    let triedEmpty = false;
    for (const t of sidesByWeakness) {
      if ((sizes[t] ?? 0) >= maxSideSize) continue;
      const empty = (sizes[t] ?? 0) === 0 && !hasLock[t];
      if (empty && triedEmpty) continue;
      if (empty) triedEmpty = true;
      side[player] = t;
      sums[t] = (sums[t] ?? 0) + s;
      sizes[t] = (sizes[t] ?? 0) + 1;
      lineCounts[t] = (lineCounts[t] ?? 0) + 1;
      const feasible =
        canEndWithin(sizes, sides, free.length - i - 1, 1) &&
        (c === NO_ROLE || canEndWithin(lineCounts, sides, remainingOf[c] ?? 0, problem.allowedRange[c] ?? 0));
      if (feasible) visit(i + 1);
      side[player] = -1;
      sums[t] = (sums[t] ?? 0) - s;
      sizes[t] = (sizes[t] ?? 0) - 1;
      lineCounts[t] = (lineCounts[t] ?? 0) - 1;
      if (aborted || best <= integrality) break;
    }
    remainingOf[c] = (remainingOf[c] ?? 0) + 1;
  };
  visit(0);
  return { side: bestSide, spread: best, proven: !aborted, nodes };
}
