import type { Series } from '@oyna/shared';

/** A weekly game on Tuesdays at 20:00 at Dinamo Arena, as the API answers it; `changes` replaces any part. */
export function aSeries(changes: Partial<Series> = {}): Series {
  return {
    id: '5d0c7f4e-8a61-4f7a-9d43-3b1c2e9f0a11',
    organizer_id: '0b7a1f55-3c2d-4e8f-9a10-6d5e4c3b2a19',
    title: 'Çərşənbə axşamı futbolu',
    description: '',
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
    weekdays: [2],
    kick_off_time: '20:00',
    time_zone: 'Asia/Baku',
    every_weeks: 1,
    start_date: '2026-11-03',
    end_date: null,
    publish_days_ahead: 7,
    status: 'active',
    upcoming: [],
    planned_changes: [],
    ...changes,
  };
}
