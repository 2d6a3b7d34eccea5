import { describe, expect, it } from 'vitest';
import { choosePrimary, toggleSecondary } from './positions';

describe('choosing positions', () => {
  it('moves a secondary position to primary, out of the secondary ones', () => {
    expect(
      choosePrimary({ primary_position: '', secondary_positions: ['striker', 'leftWing'] }, 'striker'),
    ).toEqual({
      primary_position: 'striker',
      secondary_positions: ['leftWing'],
    });
  });

  it('never makes the primary position a secondary one', () => {
    const form = { primary_position: 'striker' as const, secondary_positions: [] };
    expect(toggleSecondary(form, 'striker')).toBe(form);
  });

  it('allows at most 3 secondary positions, and removing one frees a place', () => {
    let form = {
      primary_position: 'centralMid' as const,
      secondary_positions: [] as ('leftMid' | 'rightMid')[],
    } as Parameters<typeof toggleSecondary>[0];
    for (const position of ['leftMid', 'rightMid', 'attackingMid', 'striker'] as const) {
      form = toggleSecondary(form, position);
    }
    expect(form.secondary_positions).toEqual(['leftMid', 'rightMid', 'attackingMid']);
    form = toggleSecondary(form, 'rightMid');
    form = toggleSecondary(form, 'striker');
    expect(form.secondary_positions).toEqual(['leftMid', 'attackingMid', 'striker']);
  });
});
