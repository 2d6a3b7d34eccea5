import type { Position } from '@oyna/shared';
import { type PreparedPlayer, emptySlotCost, placementCost, preparePlayer } from './cost.js';
import { assignMinimumCost } from './hungarian.js';
import { placementReason } from './reason.js';
import type { FormationLock, FormationPlayer, FormationSlot, FormationSolution, Placement } from './types.js';
import { checkLocks, checkPlayers, checkSlots } from './validate-input.js';

export interface SolveFormationOptions {
  slots: readonly Pick<FormationSlot, 'id' | 'role'>[];
  /** In a stable order (the API's member order): among equally good line-ups, earlier players start. */
  players: readonly FormationPlayer[];
  locks?: readonly FormationLock[];
}

/**
 * The best line-up: each slot at most one player, each available player at most one slot, locks
 * kept, the smallest total of placement costs plus empty-slot costs
 * (docs/decisions/0016-formation-solver.md). Exact (the Hungarian algorithm on the slots left after
 * the locks) and deterministic. Bad input throws a `FormationError`.
 */
export function solveFormation({ slots, players, locks = [] }: SolveFormationOptions): FormationSolution {
  checkSlots(slots);
  checkPlayers(players);
  checkLocks(locks, slots, players);

  const playersById = new Map(players.map((player) => [player.id, preparePlayer(player)]));
  const lockBySlot = new Map(locks.map((lock) => [lock.slotId, lock.playerId]));
  const lockedPlayers = new Set(locks.map((lock) => lock.playerId));
  const available = players.filter((player) => player.available !== false);
  const freePlayers = available.flatMap((player) => {
    const ready = playersById.get(player.id);
    return ready && !lockedPlayers.has(player.id) ? [ready] : [];
  });
  const freeSlots = slots.filter((slot) => !lockBySlot.has(slot.id));

  const listIndex = new Map(players.map((player, index) => [player.id, index]));
  const chosen = assignFree(freeSlots, freePlayers, (ready) => listIndex.get(ready.player.id) ?? 0);
  const lineup: Placement[] = slots.map((slot) => {
    const lockedId = lockBySlot.get(slot.id);
    const player = lockedId === undefined ? chosen.get(slot.id) : playersById.get(lockedId);
    if (!player) return { slotId: slot.id, playerId: null, cost: emptySlotCost(slot), reason: null };
    return {
      slotId: slot.id,
      playerId: player.player.id,
      cost: placementCost(player, slot),
      reason: placementReason(player, slot, lockedId !== undefined),
    };
  });
  const placed = new Set(lineup.map((placement) => placement.playerId));
  return {
    lineup,
    bench: available.filter((player) => !placed.has(player.id)).map((player) => player.id),
    unavailable: players.filter((player) => player.available === false).map((player) => player.id),
    totalCost: lineup.reduce((sum, placement) => sum + placement.cost, 0),
  };
}

/**
 * The free slots' players by slot id. Rows are slots, columns the free players followed by one
 * "empty" column per missing player (leaving a slot empty costs more than any placement, so the
 * optimum never benches a player while a slot is empty: no more empty columns are needed).
 * Costs are scaled so that the players' positions in the input list only break exact ties (the
 * line-up whose positions add up least wins): the scale exceeds any possible sum of positions.
 */
function assignFree(
  slots: readonly Pick<FormationSlot, 'id' | 'role'>[],
  players: readonly PreparedPlayer[],
  listIndex: (player: PreparedPlayer) => number,
): Map<string, PreparedPlayer> {
  const chosen = new Map<string, PreparedPlayer>();
  const rows = slots.length;
  if (rows === 0) return chosen;
  const columns = Math.max(players.length, rows);
  const tie = players.map(listIndex);
  const scale = rows * (tie.reduce((most, index) => Math.max(most, index), 0) + 1) + 1;
  const cost = new Float64Array(rows * columns);
  // Slots often share a role (two centre backs): price each player once per role.
  const byRole = new Map<Position, Float64Array>();
  slots.forEach((slot, row) => {
    let prices = byRole.get(slot.role);
    if (!prices) {
      prices = Float64Array.from(players, (player) => placementCost(player, slot));
      byRole.set(slot.role, prices);
    }
    for (let column = 0; column < columns; column += 1) {
      cost[row * columns + column] =
        column < players.length
          ? (prices[column] as number) * scale + (tie[column] as number)
          : emptySlotCost(slot) * scale;
    }
  });
  assignMinimumCost(cost, rows, columns).forEach((column, row) => {
    const player = players[column];
    const slot = slots[row];
    if (player && slot) chosen.set(slot.id, player);
  });
  return chosen;
}
