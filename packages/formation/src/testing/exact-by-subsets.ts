import { emptySlotCost, placementCost } from '../cost.js';
import type { FormationLock, FormationPlayer, FormationSlot } from '../types.js';

/**
 * The least objective by dynamic programming over the sets of filled slots, player by player
 * (each benched or put in a free slot): exact, independent of the Hungarian solver, and fast
 * enough for 11 slots and 25 players (25 x 2^11 x 11 steps). The benchmark uses it to certify
 * optimality where brute force is out of reach.
 */
export function exactBySubsets(
  slots: readonly FormationSlot[],
  players: readonly FormationPlayer[],
  locks: readonly FormationLock[] = [],
): number {
  const lockOf = new Map(locks.map((lock) => [lock.slotId, lock.playerId]));
  const locked = new Set(locks.map((lock) => lock.playerId));
  let fixed = 0;
  for (const slot of slots) {
    const playerId = lockOf.get(slot.id);
    const player = players.find((candidate) => candidate.id === playerId);
    if (player) fixed += placementCost(player, slot);
  }
  const free = slots.filter((slot) => !lockOf.has(slot.id));
  if (free.length > 20) throw new RangeError('exactBySubsets: too many free slots');
  const candidates = players.filter((player) => player.available !== false && !locked.has(player.id));
  const states = 1 << free.length;
  let best = new Float64Array(states).fill(Infinity);
  best[0] = 0;
  for (const player of candidates) {
    const costs = free.map((slot) => placementCost(player, slot));
    const next = Float64Array.from(best);
    for (let mask = 0; mask < states; mask += 1) {
      const here = best[mask] as number;
      if (here === Infinity) continue;
      costs.forEach((cost, j) => {
        const bit = 1 << j;
        if (mask & bit) return;
        const value = here + cost;
        if (value < (next[mask | bit] as number)) next[mask | bit] = value;
      });
    }
    best = next;
  }
  let answer = Infinity;
  for (let mask = 0; mask < states; mask += 1) {
    let total = best[mask] as number;
    free.forEach((slot, j) => {
      if (!(mask & (1 << j))) total += emptySlotCost(slot);
    });
    answer = Math.min(answer, total);
  }
  return fixed + answer;
}
