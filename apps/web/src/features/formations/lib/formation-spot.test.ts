// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SPOT_ATTRIBUTE, parseSpotKey, sameSpot, spotFromElement, spotKey } from './formation-spot';

const USER = '00000000-0000-4000-8000-00000000000a';

describe('formation spots', () => {
  it('a slot, a bench member and the bench itself survive the round trip through an attribute', () => {
    for (const spot of [
      { kind: 'slot', slotId: 'defender-1' },
      { kind: 'bench', userId: USER },
      { kind: 'bench', userId: null },
    ] as const)
      expect(parseSpotKey(spotKey(spot))).toEqual(spot);
    expect(parseSpotKey('pitch:1')).toBeNull();
    expect(parseSpotKey('slot:')).toBeNull();
  });

  it('finds the spot of the marked ancestor under the pointer', () => {
    const slot = document.createElement('div');
    slot.setAttribute(SPOT_ATTRIBUTE, 'slot:goalkeeper');
    const label = document.createElement('span');
    slot.append(label);
    expect(spotFromElement(label)).toEqual({ kind: 'slot', slotId: 'goalkeeper' });
    expect(spotFromElement(document.createElement('p'))).toBeNull();
    expect(spotFromElement(null)).toBeNull();
  });

  it('compares spots by what they mark', () => {
    expect(sameSpot({ kind: 'slot', slotId: 'a' }, { kind: 'slot', slotId: 'a' })).toBe(true);
    expect(sameSpot({ kind: 'slot', slotId: 'a' }, { kind: 'bench', userId: null })).toBe(false);
    expect(sameSpot(null, null)).toBe(false);
  });
});
