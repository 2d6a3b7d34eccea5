/** A 32-bit hash of a text (FNV-1a, then an avalanche), stable across runtimes. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A seed the caller stores (a number or a text such as the competition's id). */
export type Seed = number | string;

export function seedNumber(seed: Seed): number {
  return typeof seed === 'number' ? seed >>> 0 : hashText(seed);
}

/**
 * A team's number in a drawing of lots: fixed by the seed and the team alone, so the lot between
 * two teams never depends on the order of the input or on which other teams are tied.
 */
export function lotNumber(seed: Seed, team: string): number {
  return hashText(`${String(seed)}\u0000${team}`);
}

/** Orders teams by their lot numbers (smaller first), ids breaking the astronomically rare tie. */
export function drawLots<T extends string>(seed: Seed, teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => lotNumber(seed, a) - lotNumber(seed, b) || (a < b ? -1 : a > b ? 1 : 0));
}
