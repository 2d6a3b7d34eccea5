import { emptySlotCost, placementCost } from '../cost.js';
import type { FormationLock, FormationPlayer, FormationSlot } from '../types.js';

export interface BruteForceBest {
  /** The least objective: placements' costs plus empty slots' costs. */
  cost: number;
  /** Among line-ups with that cost, the least sum of the placed players' positions in the list. */
  listIndexSum: number;
}

/**
 * The best line-up's cost and tie measure over every line-up, written straight from the rules and
 * independent of the solver: each slot takes one unused available player or stays empty, locked
 * slots take their locked player. Only for small instances ((players + 1)^slots leaves at most).
 */
export function bruteForceBest(
  slots: readonly FormationSlot[],
  players: readonly FormationPlayer[],
  locks: readonly FormationLock[] = [],
): BruteForceBest {
  const available = players.filter((player) => player.available !== false);
  const lockOf = new Map(locks.map((lock) => [lock.slotId, lock.playerId]));
  const locked = new Set(locks.map((lock) => lock.playerId));
  const listIndex = new Map(players.map((player, index) => [player.id, index]));
  const used = new Set<string>();
  let best: BruteForceBest = { cost: Infinity, listIndexSum: Infinity };
  let indexSum = 0;
  const visit = (index: number, sum: number) => {
    if (sum > best.cost) return;
    const slot = slots[index];
    if (!slot) {
      if (sum < best.cost || indexSum < best.listIndexSum) best = { cost: sum, listIndexSum: indexSum };
      return;
    }
    const lockedId = lockOf.get(slot.id);
    if (lockedId !== undefined) {
      const player = available.find((candidate) => candidate.id === lockedId);
      if (!player) throw new Error('lock of a missing player');
      indexSum += listIndex.get(player.id) ?? 0;
      visit(index + 1, sum + placementCost(player, slot));
      indexSum -= listIndex.get(player.id) ?? 0;
      return;
    }
    visit(index + 1, sum + emptySlotCost(slot));
    for (const player of available) {
      if (used.has(player.id) || locked.has(player.id)) continue;
      used.add(player.id);
      indexSum += listIndex.get(player.id) ?? 0;
      visit(index + 1, sum + placementCost(player, slot));
      indexSum -= listIndex.get(player.id) ?? 0;
      used.delete(player.id);
    }
  };
  visit(0, 0);
  return best;
}
