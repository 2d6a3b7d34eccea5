import type { Series } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { aSeries } from '../testing/series-fixture';
import { changeOf, changeTakesEffect, draftOf } from './series-change';

const tuesdays = aSeries({ description: 'Formanı unutma', weekdays: [4, 2] });

describe('"this and the following": what the dialog sends', () => {
  it('sends only the date when nothing changed (weekdays in another order are the same days)', () => {
    expect(changeOf(tuesdays, '2026-12-01', draftOf(tuesdays))).toEqual({ from_date: '2026-12-01' });
  });

  it('sends the new days, venue and length with the date, and nothing the organizer left as it was', () => {
    const draft = { ...draftOf(tuesdays), weekdays: [3], venueId: 31, duration: '60' };
    expect(changeOf(tuesdays, '2026-12-01', draft)).toEqual({
      from_date: '2026-12-01',
      weekdays: [3],
      venue_id: 31,
      duration_minutes: 60,
    });
  });

  it('sends no venue while the picker is cleared, and every day taken off, for the server to refuse', () => {
    const draft = { ...draftOf(tuesdays), weekdays: [], venueId: null, price: '12' };
    expect(changeOf(tuesdays, '2026-12-01', draft)).toEqual({
      from_date: '2026-12-01',
      weekdays: [],
      price: 12,
    });
  });
});

describe('"this and the following": when the change takes effect', () => {
  const dated: Series = {
    ...tuesdays,
    upcoming: [
      {
        date: '2026-12-01',
        starts_at: '2026-12-01T16:00:00.000Z',
        state: 'published',
        game_id: null,
        problem: null,
        moved: false,
        price: 10,
      },
      {
        date: '2026-12-08',
        starts_at: '2026-12-08T16:00:00.000Z',
        state: 'scheduled',
        game_id: null,
        problem: null,
        moved: false,
        price: 10,
      },
      {
        date: '2026-12-15',
        starts_at: '2026-12-15T16:00:00.000Z',
        state: 'scheduled',
        game_id: null,
        problem: null,
        moved: false,
        price: 10,
      },
    ],
  };

  it('applies at once from a published date or the next one to publish', () => {
    expect(changeTakesEffect(dated, '2026-12-01')).toBe('now');
    expect(changeTakesEffect(dated, '2026-12-08')).toBe('now');
  });

  it('is planned from any later date, January included', () => {
    expect(changeTakesEffect(dated, '2026-12-15')).toBe('planned');
    expect(changeTakesEffect(dated, '2027-01-05')).toBe('planned');
  });
});
