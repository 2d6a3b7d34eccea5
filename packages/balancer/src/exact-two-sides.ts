import { CATEGORY_COUNT, NO_ROLE, type Problem } from './problem.js';

/**
 * Exact optimum for two sides: a dynamic programme over the strength sums side 0 can reach,
 * split by (position penalty so far, side 0's size, side 0's count in the current category).
 * Players are taken category by category, so a category's count is final when the category ends
 * and its penalty is added then. Sums are bitsets (side strengths are whole numbers), so one
 * player costs one shifted OR per state. The split minimises the position penalty first, then
 * |sum0 - sum1|; each step's states are kept to walk back from the best final sum.
 */

export interface TwoSideSplit {
  /** Side (0 or 1) per player. */
  side: number[];
  penalty: number;
  spread: number;
}

const FIELD = 64;
const key = (penalty: number, size: number, within: number) => (penalty * FIELD + size) * FIELD + within;
const penaltyOf = (k: number) => Math.floor(k / (FIELD * FIELD));
const sizeOf = (k: number) => Math.floor(k / FIELD) % FIELD;
const withinOf = (k: number) => k % FIELD;

/** Most players the exact method takes (the state keys hold sizes below FIELD). */
export const EXACT_MAX_PLAYERS = 40;

function hasBit(bits: Uint32Array, index: number): boolean {
  return index >= 0 && ((bits[index >>> 5] ?? 0) >>> (index & 31)) % 2 === 1;
}

/** dst |= src << shift. */
function orShifted(dst: Uint32Array, src: Uint32Array, shift: number): void {
  const words = shift >>> 5;
  const bits = shift & 31;
  for (let i = dst.length - 1; i >= words; i -= 1) {
    const low = src[i - words] ?? 0;
    let value = bits === 0 ? low : low << bits;
    if (bits !== 0 && i - words - 1 >= 0) value |= (src[i - words - 1] ?? 0) >>> (32 - bits);
    dst[i] = (dst[i] ?? 0) | value;
  }
}

function orInto(map: Map<number, Uint32Array>, k: number, src: Uint32Array, shift: number, words: number) {
  let dst = map.get(k);
  if (!dst) {
    dst = new Uint32Array(words);
    map.set(k, dst);
  }
  orShifted(dst, src, shift);
}

type Step =
  | { kind: 'player'; player: number; before: Map<number, Uint32Array> }
  | {
      kind: 'close';
      category: number;
      before: Map<number, Uint32Array>;
    };

export function solveTwoSidesExactly(problem: Problem): TwoSideSplit {
  const { playerCount, strength, category, lock, totalStrength, minSideSize, maxSideSize } = problem;
  const members: number[][] = Array.from({ length: CATEGORY_COUNT }, () => []);
  category.forEach((c, player) => members[c]?.push(player));

  const categoryPenalty = (c: number, inSide0: number): number => {
    if (c === NO_ROLE) return 0;
    const total = problem.categoryTotal[c] ?? 0;
    return Math.max(0, Math.abs(2 * inSide0 - total) - (problem.allowedRange[c] ?? 0));
  };
  const lockedIn = (c: number, side: number) =>
    (members[c] ?? []).filter((player) => lock[player] === side).length;

  // The smallest penalty any valid split reaches, from counts alone.
  let bestPenaltyBySize = new Map<number, number>([[0, 0]]);
  for (let c = 0; c < CATEGORY_COUNT; c += 1) {
    const total = members[c]?.length ?? 0;
    const next = new Map<number, number>();
    for (const [size, penalty] of bestPenaltyBySize) {
      for (let x = lockedIn(c, 0); x <= total - lockedIn(c, 1); x += 1) {
        const candidate = penalty + categoryPenalty(c, x);
        if (candidate < (next.get(size + x) ?? Infinity)) next.set(size + x, candidate);
      }
    }
    bestPenaltyBySize = next;
  }
  const allowedSize = (size: number) => size === minSideSize || size === maxSideSize;
  let minPenalty = Infinity;
  for (const [size, penalty] of bestPenaltyBySize)
    if (allowedSize(size)) minPenalty = Math.min(minPenalty, penalty);

  const words = (totalStrength >>> 5) + 1;
  const start = new Uint32Array(words);
  start[0] = 1;
  let states = new Map<number, Uint32Array>([[key(0, 0, 0), start]]);
  const steps: Step[] = [];
  let placed = 0;
  for (let c = 0; c < CATEGORY_COUNT; c += 1) {
    for (const player of members[c] ?? []) {
      placed += 1;
      const remaining = playerCount - placed;
      const next = new Map<number, Uint32Array>();
      for (const [k, bits] of states) {
        const size = sizeOf(k);
        if (lock[player] !== 0 && size + remaining >= minSideSize) orInto(next, k, bits, 0, words);
        if (lock[player] !== 1 && size + 1 <= maxSideSize) {
          orInto(next, key(penaltyOf(k), size + 1, withinOf(k) + 1), bits, strength[player] ?? 0, words);
        }
      }
      steps.push({ kind: 'player', player, before: states });
      states = next;
    }
    const closed = new Map<number, Uint32Array>();
    for (const [k, bits] of states) {
      const penalty = penaltyOf(k) + categoryPenalty(c, withinOf(k));
      if (penalty <= minPenalty) orInto(closed, key(penalty, sizeOf(k), 0), bits, 0, words);
    }
    steps.push({ kind: 'close', category: c, before: states });
    states = closed;
  }

  let best: { k: number; sum: number; spread: number } | null = null;
  for (const [k, bits] of states) {
    if (penaltyOf(k) !== minPenalty || !allowedSize(sizeOf(k))) continue;
    for (let sum = 0; sum <= totalStrength; sum += 1) {
      if (!hasBit(bits, sum)) continue;
      const spread = Math.abs(2 * sum - totalStrength);
      if (!best || spread < best.spread) best = { k, sum, spread };
    }
  }
  if (!best) throw new Error('No split satisfies the locks; buildProblem should have refused them.');

  const side = new Array<number>(playerCount).fill(1);
  let { k, sum } = best;
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    const step = steps[i] as Step;
    if (step.kind === 'close') {
      for (const [before, bits] of step.before) {
        if (
          sizeOf(before) === sizeOf(k) &&
          penaltyOf(before) + categoryPenalty(step.category, withinOf(before)) === penaltyOf(k) &&
          hasBit(bits, sum)
        ) {
          k = before;
          break;
        }
      }
      continue;
    }
    const { player } = step;
    const stayedOut = lock[player] !== 0 && hasBit(step.before.get(k) ?? new Uint32Array(0), sum);
    if (!stayedOut) {
      side[player] = 0;
      sum -= strength[player] ?? 0;
      k = key(penaltyOf(k), sizeOf(k) - 1, withinOf(k) - 1);
    }
  }
  return { side, penalty: minPenalty, spread: best.spread };
}
