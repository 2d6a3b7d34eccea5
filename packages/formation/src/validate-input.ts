import {
  MAX_SECONDARY_POSITIONS,
  POSITIONS,
  PREFERRED_FEET,
  SKILL_KEYS,
  SKILL_MAX,
  SKILL_MIN,
} from '@oyna/shared';
import { FormationError, type FormationLock, type FormationPlayer, type FormationSlot } from './types.js';

const POSITION_SET = new Set<string>(POSITIONS);
const FOOT_SET = new Set<string>(PREFERRED_FEET);

/** Unique slot ids and known roles (coordinates do not matter to the solver). */
export function checkSlots(slots: readonly Pick<FormationSlot, 'id' | 'role'>[]): void {
  const seen = new Set<string>();
  for (const slot of slots) {
    if (seen.has(slot.id))
      throw new FormationError('duplicate_slot', `slot ${slot.id} appears twice`, slot.id);
    seen.add(slot.id);
    if (!POSITION_SET.has(slot.role)) {
      throw new FormationError('invalid_slot', `slot ${slot.id} has an unknown role`, slot.id);
    }
  }
}

function playerProblem(player: FormationPlayer): string | null {
  if (player.primaryPosition !== null && !POSITION_SET.has(player.primaryPosition))
    return 'unknown primary position';
  if (player.secondaryPositions.length > MAX_SECONDARY_POSITIONS) return 'too many secondary positions';
  if (player.secondaryPositions.some((position) => !POSITION_SET.has(position)))
    return 'unknown secondary position';
  if (player.preferredFoot !== null && !FOOT_SET.has(player.preferredFoot)) return 'unknown preferred foot';
  if (
    player.rating !== null &&
    !(Number.isFinite(player.rating) && player.rating >= 0 && player.rating <= 100)
  ) {
    return 'rating outside 0-100';
  }
  for (const key of SKILL_KEYS) {
    const value = player.skills?.[key];
    if (value != null && !(Number.isFinite(value) && value >= SKILL_MIN && value <= SKILL_MAX)) {
      return `skill ${key} outside ${SKILL_MIN}-${SKILL_MAX}`;
    }
  }
  return null;
}

/** Unique player ids and values within the profile's ranges. */
export function checkPlayers(players: readonly FormationPlayer[]): void {
  const seen = new Set<string>();
  for (const player of players) {
    if (seen.has(player.id))
      throw new FormationError('duplicate_player', `player ${player.id} appears twice`, player.id);
    seen.add(player.id);
    const problem = playerProblem(player);
    if (problem) throw new FormationError('invalid_player', `player ${player.id}: ${problem}`, player.id);
  }
}

/** Locks name a listed, available player and an existing slot, each at most once. */
export function checkLocks(
  locks: readonly FormationLock[],
  slots: readonly Pick<FormationSlot, 'id'>[],
  players: readonly FormationPlayer[],
): void {
  const slotIds = new Set(slots.map((slot) => slot.id));
  const playersById = new Map(players.map((player) => [player.id, player]));
  const lockedPlayers = new Set<string>();
  const lockedSlots = new Set<string>();
  for (const lock of locks) {
    const player = playersById.get(lock.playerId);
    if (!player)
      throw new FormationError(
        'unknown_locked_player',
        `locked player ${lock.playerId} is not listed`,
        lock.playerId,
      );
    if (player.available === false) {
      throw new FormationError(
        'locked_player_unavailable',
        `locked player ${lock.playerId} is unavailable`,
        lock.playerId,
      );
    }
    if (!slotIds.has(lock.slotId))
      throw new FormationError('lock_to_missing_slot', `no slot ${lock.slotId}`, lock.slotId);
    if (lockedPlayers.has(lock.playerId)) {
      throw new FormationError('duplicate_lock', `player ${lock.playerId} is locked twice`, lock.playerId);
    }
    if (lockedSlots.has(lock.slotId)) {
      throw new FormationError(
        'slot_locked_twice',
        `slot ${lock.slotId} has two locked players`,
        lock.slotId,
      );
    }
    lockedPlayers.add(lock.playerId);
    lockedSlots.add(lock.slotId);
  }
}
