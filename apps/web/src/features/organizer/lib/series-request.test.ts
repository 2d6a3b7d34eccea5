import { describe, expect, it } from 'vitest';
import { emptyGameForm, type GameFormState } from './game-form';
import { isoWeekdayOf, toFormRequest, toSeriesRequest } from './series-request';

/** Sunday 22 November 2026, noon in Baku: the form starts on Monday 23 November at 19:00. */
const NOW = new Date('2026-11-22T08:00:00Z');

function weekly(overrides: Partial<GameFormState> = {}): GameFormState {
  return { ...emptyGameForm(NOW), title: 'Bazar ertəsi 7x7', venueId: 3, weekly: true, ...overrides };
}

describe('the weekly game of the organizer form', () => {
  it('reads ISO weekdays from a date, Monday 1 to Sunday 7', () => {
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it('starts on the form’s date and time, on its weekday unless others are picked, published 7 days ahead', () => {
    expect(toSeriesRequest(weekly(), NOW)).toMatchObject({
      ok: true,
      value: {
        start_date: '2026-11-23',
        kick_off_time: '19:00',
        weekdays: [1],
        every_weeks: 1,
        end_date: null,
        publish_days_ahead: 7,
        price: 8,
        venue_id: 3,
      },
    });
    const picked = toSeriesRequest(weekly({ weekdays: [4, 2], everyWeeks: 2, endDate: '2027-05-31' }), NOW);
    expect(picked).toMatchObject({
      ok: true,
      value: { weekdays: [2, 4], every_weeks: 2, end_date: '2027-05-31' },
    });
  });

  it('names each wrong field as the API would, and sends nothing', () => {
    expect(toSeriesRequest(weekly({ endDate: '2026-11-01' }), NOW)).toEqual({
      ok: false,
      errors: { end_date: 'series_end_before_start' },
    });
    expect(toSeriesRequest(weekly({ publishDaysAhead: '40' }), NOW)).toEqual({
      ok: false,
      errors: { publish_days_ahead: 'series_publish_days_range' },
    });
    expect(toSeriesRequest(weekly({ kind: 'premium', price: '9' }), NOW)).toEqual({
      ok: false,
      errors: { price: 'game_price_range' },
    });
  });

  it('accepts today as the start even when today’s kick-off has passed (the next date comes first)', () => {
    const result = toSeriesRequest(weekly({ startsAt: '2026-11-22T09:00' }), NOW);
    expect(result).toMatchObject({ ok: true, value: { start_date: '2026-11-22' } });
    expect(toSeriesRequest(weekly({ startsAt: '2026-11-20T19:00' }), NOW)).toMatchObject({
      ok: false,
      errors: { starts_at: 'game_starts_in_past' },
    });
  });

  it('asks for one game or a weekly game as the switch says', () => {
    expect(toFormRequest(weekly(), NOW)).toMatchObject({ ok: true, value: { kind: 'series' } });
    expect(toFormRequest(weekly({ weekly: false }), NOW)).toMatchObject({
      ok: true,
      value: { kind: 'game' },
    });
  });
});
