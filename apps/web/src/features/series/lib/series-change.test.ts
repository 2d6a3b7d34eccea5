import type { Series } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { changeOf, changeTakesEffect, draftOf } from './series-change';

const tuesdays: Series = {
  id: '5d0c7f4e-8a61-4f7a-9d43-3b1c2e9f0a11',
  organizer_id: '0b7a1f55-3c2d-4e8f-9a10-6d5e4c3b2a19',
  title: 'Çərşənbə axşamı futbolu',
  description: 'Formanı unutma',
  venue: {
    id: 12,
    name: 'Dinamo Arena',
    district: 'yasamal',
    address: 'Ş. Mehdiyev küç. 12',
    type: 'outdoor',
    maps_url: 'https://maps.google.com/?q=40.4093,49.8671',
  },
  duration_minutes: 90,
  format: '7x7',
  capacity: 14,
  kind: 'regular',
  price: 10,
  min_level: null,
  max_level: null,
  has_referee: false,
  video_coverage: false,
  guests_allowed: true,
  weekdays: [4, 2],
  kick_off_time: '20:00',
  time_zone: 'Asia/Baku',
  every_weeks: 1,
  start_date: '2026-11-03',
  end_date: null,
  publish_days_ahead: 7,
  status: 'active',
  upcoming: [],
  planned_changes: [],
};

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
