import { type GameFormat, POSITIONS, positionGroup } from '@oyna/shared';
import { playersPerSide } from './formats.js';
import type { FormationSlot, SlotInput } from './types.js';

/**
 * Two slots closer than this (in normalised units, straight-line) stand on the same spot: their
 * markers would cover each other on a phone's pitch.
 */
export const MIN_SLOT_DISTANCE = 0.05;
export const SLOT_ID_MAX_LENGTH = 40;

export type FormationProblem =
  | { code: 'wrong_slot_count'; expected: number; actual: number }
  | { code: 'goalkeeper_count'; actual: number }
  | { code: 'invalid_slot_id'; slotId: string }
  | { code: 'duplicate_slot_id'; slotId: string }
  | { code: 'unknown_role'; slotId: string }
  | { code: 'line_mismatch'; slotId: string }
  | { code: 'coordinate_out_of_range'; slotId: string }
  | { code: 'slots_overlap'; slotIds: [string, string] };

const POSITION_SET = new Set<string>(POSITIONS);
const inRange = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * Every problem of a custom formation for a format, in slot order; empty when it is valid:
 * as many slots as the format's players per side, exactly one goalkeeper, unique non-empty ids,
 * known roles (and the role's line when given), coordinates within 0-1, no two slots closer
 * than `MIN_SLOT_DISTANCE`.
 */
export function validateFormation(format: GameFormat, slots: readonly SlotInput[]): FormationProblem[] {
  const problems: FormationProblem[] = [];
  const expected = playersPerSide(format);
  if (slots.length !== expected) problems.push({ code: 'wrong_slot_count', expected, actual: slots.length });
  const keepers = slots.filter((slot) => slot.role === 'goalkeeper').length;
  if (keepers !== 1) problems.push({ code: 'goalkeeper_count', actual: keepers });

  const ids = new Set<string>();
  for (const slot of slots) {
    if (slot.id.length === 0 || slot.id.length > SLOT_ID_MAX_LENGTH) {
      problems.push({ code: 'invalid_slot_id', slotId: slot.id });
    } else if (ids.has(slot.id)) problems.push({ code: 'duplicate_slot_id', slotId: slot.id });
    ids.add(slot.id);
    if (!POSITION_SET.has(slot.role)) problems.push({ code: 'unknown_role', slotId: slot.id });
    else if (slot.line !== undefined && slot.line !== positionGroup(slot.role)) {
      problems.push({ code: 'line_mismatch', slotId: slot.id });
    }
    if (!inRange(slot.x) || !inRange(slot.y))
      problems.push({ code: 'coordinate_out_of_range', slotId: slot.id });
  }

  slots.forEach((a, i) => {
    for (const b of slots.slice(i + 1)) {
      if (Math.hypot(a.x - b.x, a.y - b.y) < MIN_SLOT_DISTANCE) {
        problems.push({ code: 'slots_overlap', slotIds: [a.id, b.id] });
      }
    }
  });
  return problems;
}

/** The slots of a custom formation with each role's line filled in (validate first). */
export function toFormationSlots(slots: readonly SlotInput[]): FormationSlot[] {
  return slots.map(({ id, role, x, y }) => ({ id, role, line: positionGroup(role), x, y }));
}
