import { CATEGORY_COUNT, NO_ROLE, spreadLowerBound, type Problem } from './problem.js';

/**
 * Branch and bound for any team count: the smallest spread among splits whose lines are as even as
 * the locks allow (position penalty 0), looking only for splits strictly better than `upperBound`.
 * Free players go strongest first, each to a team with room (weakest team first, one of several
 * empty unlocked teams only); a branch is cut when a line or the sizes can no longer end within
 * their allowed range, or when its spread bound reaches the best spread so far. The bound: the
 * weakest final team has at most floor(total / teams), the strongest at least ceil(total / teams),
 * a team ends with at most its sum plus the strongest remaining players it has room for.
 * Gives up after `nodeLimit` nodes.
 */

export interface ExactSearchOutcome {
  /** A split better than the upper bound, or null when none was found. */
  team: number[] | null;
  /** The best spread known at the end (the upper bound when nothing better was found). */
  spread: number;
  /** True when the search finished: `spread` is then the optimum among penalty-0 splits. */
  proven: boolean;
  nodes: number;
}

/** Whether counts can still end with max - min <= range when `remaining` more are spread over them. */
function canEndWithin(counts: ArrayLike<number>, teams: number, remaining: number, range: number): boolean {
  let max = 0;
  for (let t = 0; t < teams; t += 1) max = Math.max(max, counts[t] ?? 0);
  // Raising the level raises both what must be added and what may be: the first level that
  // may take every remaining one decides.
  for (let level = Math.max(0, max - range); ; level += 1) {
    let need = 0;
    let room = 0;
    for (let t = 0; t < teams; t += 1) {
      const c = counts[t] ?? 0;
      need += Math.max(0, level - c);
      room += level + range - c;
    }
    if (need > remaining) return false;
    if (remaining <= room) return true;
  }
}

export function searchExactly(problem: Problem, upperBound: number, nodeLimit: number): ExactSearchOutcome {
  const { teamCount: teams, strength, category, lock, totalStrength, maxTeamSize } = problem;
  const team = new Array<number>(problem.playerCount).fill(-1);
  const sums = new Array<number>(teams).fill(0);
  const sizes = new Array<number>(teams).fill(0);
  /** counts[category][team] */
  const counts = Array.from({ length: CATEGORY_COUNT }, () => new Array<number>(teams).fill(0));
  const remainingOf = new Array<number>(CATEGORY_COUNT).fill(0);
  const hasLock = new Array<boolean>(teams).fill(false);
  const free: number[] = [];
  lock.forEach((t, player) => {
    const c = category[player] ?? NO_ROLE;
    if (t >= 0) {
      team[player] = t;
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

  const floorMean = Math.floor(totalStrength / teams);
  const ceilMean = Math.ceil(totalStrength / teams);
  const integrality = spreadLowerBound(problem);
  let best = upperBound;
  let bestTeam: number[] | null = null;
  let nodes = 0;
  let aborted = false;

  const bound = (next: number): number => {
    let maxCur = 0;
    let minReach = Infinity;
    for (let t = 0; t < teams; t += 1) {
      const sum = sums[t] ?? 0;
      maxCur = Math.max(maxCur, sum);
      minReach = Math.min(minReach, sum + topFrom(next, maxTeamSize - (sizes[t] ?? 0)));
    }
    return Math.max(integrality, maxCur - floorMean, ceilMean - minReach);
  };

  /** Teams weakest first, one preallocated row per depth. */
  const orders = Array.from({ length: free.length }, () => new Array<number>(teams).fill(0));
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
        bestTeam = [...team];
      }
      return;
    }
    if (bound(i) >= best) return;
    const player = free[i] as number;
    const c = category[player] ?? NO_ROLE;
    const s = strength[player] ?? 0;
    const lineCounts = counts[c] as number[];
    remainingOf[c] = (remainingOf[c] ?? 0) - 1;
    const teamsByWeakness = orders[i] as number[];
    for (let t = 0; t < teams; t += 1) {
      let at = t;
      while (at > 0 && (sums[teamsByWeakness[at - 1] ?? 0] ?? 0) > (sums[t] ?? 0)) {
        teamsByWeakness[at] = teamsByWeakness[at - 1] ?? 0;
        at -= 1;
      }
      teamsByWeakness[at] = t;
    }
    let triedEmpty = false;
    for (const t of teamsByWeakness) {
      if ((sizes[t] ?? 0) >= maxTeamSize) continue;
      const empty = (sizes[t] ?? 0) === 0 && !hasLock[t];
      if (empty && triedEmpty) continue;
      if (empty) triedEmpty = true;
      team[player] = t;
      sums[t] = (sums[t] ?? 0) + s;
      sizes[t] = (sizes[t] ?? 0) + 1;
      lineCounts[t] = (lineCounts[t] ?? 0) + 1;
      const feasible =
        canEndWithin(sizes, teams, free.length - i - 1, 1) &&
        (c === NO_ROLE || canEndWithin(lineCounts, teams, remainingOf[c] ?? 0, problem.allowedRange[c] ?? 0));
      if (feasible) visit(i + 1);
      team[player] = -1;
      sums[t] = (sums[t] ?? 0) - s;
      sizes[t] = (sizes[t] ?? 0) - 1;
      lineCounts[t] = (lineCounts[t] ?? 0) - 1;
      if (aborted || best <= integrality) break;
    }
    remainingOf[c] = (remainingOf[c] ?? 0) + 1;
  };
  visit(0);
  return { team: bestTeam, spread: best, proven: !aborted, nodes };
}
