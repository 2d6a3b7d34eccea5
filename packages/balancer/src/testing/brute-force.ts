import { balancingRoles, GROUP_INDEX } from '../positions.js';
import { playerStrength } from '../strength.js';
import type { BalancePlayer, SideLock } from '../types.js';

export interface BruteForceBest {
  penalty: number;
  spread: number;
}

/**
 * The best (position penalty, spread) over every assignment of players to sides, written
 * straight from the rules and independent of the solvers: sizes differ by at most one, locks
 * hold, each line's counts may differ by no more than the least any lock-respecting assignment
 * reaches for that line, and the excess is the penalty. Only for small instances (sides^players).
 */
export function bruteForceBest(
  players: readonly BalancePlayer[],
  sides: number,
  locks: readonly SideLock[] = [],
): BruteForceBest {
  const n = players.length;
  const strength = players.map(playerStrength);
  const roles = balancingRoles(players, sides);
  const line = roles.map((role) => (role === null ? -1 : GROUP_INDEX[role]));
  const lockOf = players.map((player) => locks.find((lock) => lock.playerId === player.id)?.side ?? -1);

  const assignments: number[][] = [];
  const assignment = new Array<number>(n).fill(0);
  const visit = (i: number) => {
    if (i === n) {
      assignments.push([...assignment]);
      return;
    }
    for (let t = 0; t < sides; t += 1) {
      if (lockOf[i] !== -1 && lockOf[i] !== t) continue;
      assignment[i] = t;
      visit(i + 1);
    }
  };
  visit(0);

  const lineRange = (a: readonly number[], g: number) => {
    const counts = new Array<number>(sides).fill(0);
    a.forEach((t, i) => {
      if (line[i] === g) counts[t] = (counts[t] ?? 0) + 1;
    });
    return Math.max(...counts) - Math.min(...counts);
  };
  const allowed = [0, 1, 2, 3].map((g) => Math.min(...assignments.map((a) => lineRange(a, g))));

  let best: BruteForceBest = { penalty: Infinity, spread: Infinity };
  for (const a of assignments) {
    const sizes = new Array<number>(sides).fill(0);
    const sums = new Array<number>(sides).fill(0);
    a.forEach((t, i) => {
      sizes[t] = (sizes[t] ?? 0) + 1;
      sums[t] = (sums[t] ?? 0) + (strength[i] ?? 0);
    });
    if (Math.max(...sizes) - Math.min(...sizes) > 1) continue;
    const penalty = [0, 1, 2, 3].reduce(
      (sum, g) => sum + Math.max(0, lineRange(a, g) - (allowed[g] ?? 0)),
      0,
    );
    const spread = Math.max(...sums) - Math.min(...sums);
    if (penalty < best.penalty || (penalty === best.penalty && spread < best.spread))
      best = { penalty, spread };
  }
  return best;
}
