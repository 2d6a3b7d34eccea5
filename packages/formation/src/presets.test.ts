import { GAME_FORMATS, positionGroup } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { playersPerSide } from './formats.js';
import { FORMATION_PRESETS, defaultPreset, presetById, presetsFor } from './presets.js';
import { wideSide } from './roles.js';
import { validateFormation } from './validate-formation.js';

describe('formation presets', () => {
  it.each(FORMATION_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s is a valid formation',
    (_, preset) => {
      expect(validateFormation(preset.format, preset.slots)).toEqual([]);
    },
  );

  it('offers at least two shapes for every format, 5 to 11-a-side', () => {
    for (const format of GAME_FORMATS) expect(presetsFor(format).length).toBeGreaterThanOrEqual(2);
  });

  it('has the ids and labels the issue names (players per side, then the shape from the keeper)', () => {
    for (const id of [
      '5-1-2-2',
      '5-1-1-2-1',
      '5-1-2-1-1',
      '6-1-2-2-1',
      '6-1-3-2',
      '6-1-2-1-2',
      '7-1-3-2-1',
      '7-1-2-3-1',
      '7-1-3-3',
      '8-1-3-3-1',
      '8-1-3-2-2',
      '9-1-3-3-2',
      '9-1-4-3-1',
      '11-1-4-4-2',
      '11-1-4-3-3',
      '11-1-4-2-3-1',
      '11-1-3-5-2',
      '11-1-5-3-2',
    ]) {
      expect(presetById(id)?.id).toBe(id);
    }
    for (const preset of FORMATION_PRESETS) {
      expect(preset.id).toBe(`${playersPerSide(preset.format)}-${preset.label}`);
      const shape = preset.label.split('-').map(Number);
      expect(shape[0]).toBe(1);
      expect(shape.reduce((a, b) => a + b, 0)).toBe(playersPerSide(preset.format));
    }
    expect(new Set(FORMATION_PRESETS.map((preset) => preset.id)).size).toBe(FORMATION_PRESETS.length);
  });

  it('gives every slot its role line and a unique id', () => {
    for (const preset of FORMATION_PRESETS) {
      for (const slot of preset.slots) expect(slot.line).toBe(positionGroup(slot.role));
      expect(new Set(preset.slots.map((slot) => slot.id)).size).toBe(preset.slots.length);
    }
  });

  it('stands left roles on the left half, right roles on the right half and the keeper nearest his goal', () => {
    for (const preset of FORMATION_PRESETS) {
      for (const slot of preset.slots) {
        const side = wideSide(slot.role);
        if (side === 'left') expect(slot.x).toBeLessThan(0.5);
        if (side === 'right') expect(slot.x).toBeGreaterThan(0.5);
      }
      const [keeper, ...outfield] = preset.slots;
      expect(keeper?.role).toBe('goalkeeper');
      for (const slot of outfield) expect(slot.y).toBeGreaterThan(keeper?.y ?? 1);
    }
  });

  it('lists the lines from the back: no forward behind a defender', () => {
    for (const preset of FORMATION_PRESETS) {
      const defenders = preset.slots.filter((slot) => slot.line === 'defender').map((slot) => slot.y);
      const attackers = preset.slots.filter((slot) => slot.line === 'attacker').map((slot) => slot.y);
      if (defenders.length && attackers.length)
        expect(Math.min(...attackers)).toBeGreaterThan(Math.max(...defenders));
    }
  });

  it('defaults each format to its first preset', () => {
    expect(defaultPreset('7x7').id).toBe('7-1-3-2-1');
    expect(defaultPreset('11x11').id).toBe('11-1-4-4-2');
  });
});
