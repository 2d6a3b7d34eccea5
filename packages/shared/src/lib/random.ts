/**
 * The one seeded pseudo-random generator of the repository: the balancer's search, the demo seed
 * and the benchmarks all draw from it, so the same seed gives the same sides, the same demo data
 * and the same benchmark games everywhere. Not for anything secret (use node:crypto for that).
 */

/** A seeded pseudo-random source with the helpers the demo data needs. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One value, chosen with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [value: T, weight: number])[]): T;
  /** `n` distinct elements (fewer if the array is shorter), in random order. */
  pickMany<T>(items: readonly T[], n: number): T[];
  /** A shuffled copy; the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: a tiny 32-bit generator; floats in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic random source: the same seed always yields the same sequence. */
export function createRandom(seed: number): Random {
  const next = seededRandom(seed);

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}): bounds must be integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick() from an empty array');
      return items[int(0, items.length - 1)] as T;
    },
    weighted: <T>(entries: readonly (readonly [value: T, weight: number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + Math.max(0, weight), 0);
      if (total <= 0) throw new RangeError('weighted() needs at least one positive weight');
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= Math.max(0, weight);
        if (roll < 0) return value;
      }
      // Floating-point leftovers: fall back to the last entry with weight.
      const last = entries.findLast(([, weight]) => weight > 0);
      return (last as readonly [T, number])[0];
    },
    pickMany: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, Math.max(0, n)),
    shuffle,
  };
}
