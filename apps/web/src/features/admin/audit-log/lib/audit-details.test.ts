import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, detailLines, readableValue } from './audit-details';

describe('the details of an audit entry', () => {
  it('shows a role change as before and after', () => {
    expect(detailLines({ role: { from: 'player', to: 'organizer' } })).toEqual([
      { kind: 'change', field: 'role', from: 'player', to: 'organizer' },
    ]);
  });

  it('shows each corrected field of `changes` as before and after, an unset value as a dash', () => {
    expect(
      detailLines({
        changes: { middle_name: { from: null, to: 'Əli oğlu' }, pitch_count: { from: 2, to: 3 } },
      }),
    ).toEqual([
      { kind: 'change', field: 'middle_name', from: EMPTY_VALUE, to: 'Əli oğlu' },
      { kind: 'change', field: 'pitch_count', from: '2', to: '3' },
    ]);
  });

  it('shows other details as a field and its value', () => {
    expect(detailLines({ upcoming_games: 3, choice: 'cancel', amenities: ['parking', 'cafe'] })).toEqual([
      { kind: 'value', field: 'upcoming_games', value: '3' },
      { kind: 'value', field: 'choice', value: 'cancel' },
      { kind: 'value', field: 'amenities', value: 'parking, cafe' },
    ]);
  });

  it('names roles, districts and weekdays in the reader’s language when labels are given', () => {
    const labels = {
      value: (field: string, value: string) => (field === 'role' ? `«${value}»` : undefined),
      day: (day: string) => day.slice(0, 3),
    };
    expect(detailLines({ role: { from: 'player', to: 'organizer' } }, labels)).toEqual([
      { kind: 'change', field: 'role', from: '«player»', to: '«organizer»' },
    ]);
    expect(readableValue([{ day: 'monday', opens: '10:00', closes: '02:00' }], 'opening_hours', labels)).toBe(
      'mon 10:00–02:00',
    );
  });

  it('writes nested shapes as compact JSON and cuts very long values', () => {
    expect(readableValue({ amount: 5, currency: 'AZN' })).toBe('{"amount":5,"currency":"AZN"}');
    expect(readableValue('x'.repeat(1000))).toHaveLength(300);
    expect(readableValue([])).toBe(EMPTY_VALUE);
  });
});
