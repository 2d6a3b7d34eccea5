import { describe, expect, it } from 'vitest';
import { presetById } from './presets.js';
import type { SlotInput } from './types.js';
import { toFormationSlots, validateFormation } from './validate-formation.js';

const fiveASide = (): SlotInput[] => [
  { id: 'gk', role: 'goalkeeper', x: 0.5, y: 0.05 },
  { id: 'cb', role: 'defender', x: 0.5, y: 0.25 },
  { id: 'lm', role: 'leftMid', x: 0.2, y: 0.5 },
  { id: 'rm', role: 'rightMid', x: 0.8, y: 0.5 },
  { id: 'st', role: 'striker', x: 0.5, y: 0.8 },
];

describe('validateFormation (custom formations)', () => {
  it('accepts a formation that keeps every rule', () => {
    expect(validateFormation('5x5', fiveASide())).toEqual([]);
  });

  it('needs as many slots as the format has players per side', () => {
    expect(validateFormation('6x6', fiveASide())).toEqual([
      { code: 'wrong_slot_count', expected: 6, actual: 5 },
    ]);
  });

  it('needs exactly one goalkeeper', () => {
    const none = fiveASide().map((slot) =>
      slot.id === 'gk' ? { ...slot, role: 'defender' as const, y: 0.1 } : slot,
    );
    expect(validateFormation('5x5', none)).toEqual([{ code: 'goalkeeper_count', actual: 0 }]);
    const two = fiveASide().map((slot) =>
      slot.id === 'st' ? { ...slot, role: 'goalkeeper' as const } : slot,
    );
    expect(validateFormation('5x5', two)).toEqual([{ code: 'goalkeeper_count', actual: 2 }]);
  });

  it('keeps coordinates within 0-1 (and finite)', () => {
    const slots = fiveASide();
    slots[4] = { id: 'st', role: 'striker', x: 0.5, y: 1.01 };
    slots[3] = { id: 'rm', role: 'rightMid', x: Number.NaN, y: 0.5 };
    expect(validateFormation('5x5', slots)).toEqual([
      { code: 'coordinate_out_of_range', slotId: 'rm' },
      { code: 'coordinate_out_of_range', slotId: 'st' },
    ]);
  });

  it('refuses two slots on the same spot (closer than the minimum distance)', () => {
    const slots = fiveASide();
    slots[4] = { id: 'st', role: 'striker', x: 0.21, y: 0.52 };
    expect(validateFormation('5x5', slots)).toEqual([{ code: 'slots_overlap', slotIds: ['lm', 'st'] }]);
  });

  it('refuses repeated or empty slot ids, unknown roles and a line that is not the role line', () => {
    const slots: SlotInput[] = fiveASide();
    slots[1] = { id: 'gk', role: 'defender', x: 0.5, y: 0.25 };
    slots[2] = { id: '', role: 'leftMid', x: 0.2, y: 0.5 };
    slots[3] = { id: 'rm', role: 'sweeper' as never, x: 0.8, y: 0.5 };
    slots[4] = { id: 'st', role: 'striker', line: 'midfielder', x: 0.5, y: 0.8 };
    expect(validateFormation('5x5', slots)).toEqual([
      { code: 'duplicate_slot_id', slotId: 'gk' },
      { code: 'invalid_slot_id', slotId: '' },
      { code: 'unknown_role', slotId: 'rm' },
      { code: 'line_mismatch', slotId: 'st' },
    ]);
  });

  it('fills in each slot line from its role', () => {
    const slots = toFormationSlots(fiveASide());
    expect(slots.map((slot) => slot.line)).toEqual([
      'goalkeeper',
      'defender',
      'midfielder',
      'midfielder',
      'attacker',
    ]);
    expect(toFormationSlots(presetById('7-1-3-3')?.slots ?? [])).toEqual(presetById('7-1-3-3')?.slots);
  });
});
