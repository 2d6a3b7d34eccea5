/** Greedy line-ups to compare the exact solver with, on the same cost (bench/formation). */
import { type FormationPlayer, type FormationSlot, emptySlotCost, placementCost } from '@oyna/formation';

export interface BaselineLineUp {
  /** Player id per slot id; a missing slot is empty. */
  bySlot: Map<string, string>;
  totalCost: number;
}

function total(
  slots: readonly FormationSlot[],
  players: readonly FormationPlayer[],
  bySlot: Map<string, string>,
): number {
  return slots.reduce((sum, slot) => {
    const player = players.find((candidate) => candidate.id === bySlot.get(slot.id));
    return sum + (player ? placementCost(player, slot) : emptySlotCost(slot));
  }, 0);
}

/**
 * Slot by slot in formation order (keeper first), the cheapest player still free: how a captain
 * fills a team sheet.
 */
export function slotOrderGreedy(
  slots: readonly FormationSlot[],
  players: readonly FormationPlayer[],
): BaselineLineUp {
  const free = [...players];
  const bySlot = new Map<string, string>();
  for (const slot of slots) {
    let best = -1;
    let bestCost = Infinity;
    free.forEach((player, i) => {
      const cost = placementCost(player, slot);
      if (cost < bestCost) [best, bestCost] = [i, cost];
    });
    const [chosen] = best >= 0 ? free.splice(best, 1) : [];
    if (chosen) bySlot.set(slot.id, chosen.id);
  }
  return { bySlot, totalCost: total(slots, players, bySlot) };
}

/** The cheapest (slot, player) pair over all, again and again: the stronger greedy. */
export function cheapestPairGreedy(
  slots: readonly FormationSlot[],
  players: readonly FormationPlayer[],
): BaselineLineUp {
  const pairs = slots.flatMap((slot, s) =>
    players.map((player, p) => ({
      slot: slot.id,
      player: player.id,
      order: s * players.length + p,
      cost: placementCost(player, slot),
    })),
  );
  pairs.sort((a, b) => a.cost - b.cost || a.order - b.order);
  const bySlot = new Map<string, string>();
  const used = new Set<string>();
  for (const pair of pairs) {
    if (bySlot.has(pair.slot) || used.has(pair.player)) continue;
    bySlot.set(pair.slot, pair.player);
    used.add(pair.player);
  }
  return { bySlot, totalCost: total(slots, players, bySlot) };
}
