import { describe, expect, it } from 'vitest';
import {
  formatNotificationClock,
  formatNotificationDateTime,
  formatNotificationDay,
} from './notification-dates.js';
import { renderNotification } from './notification-templates.js';

// Saturday 28 November 2026, 17:33 in Baku (UTC+4).
const SATURDAY = '2026-11-28T13:33:00.000Z';

describe('dates in notifications are written out, in Baku time (issue 29)', () => {
  it.each([
    ['az', '28 noyabr, şənbə, 17:33'],
    ['ru', '28 ноября, суббота, 17:33'],
    ['en', 'Saturday, 28 November, 17:33'],
  ] as const)('%s: %s', (language, written) => {
    expect(formatNotificationDateTime(SATURDAY, language)).toBe(written);
  });

  it('takes the day from Baku, not from UTC: 22:30 UTC on Friday is Saturday 02:30 in Baku', () => {
    expect(formatNotificationDateTime('2026-11-27T22:30:00.000Z', 'az')).toBe('28 noyabr, şənbə, 02:30');
    expect(formatNotificationDay('2026-11-27T22:30:00.000Z', 'ru')).toBe('28 ноября, суббота');
    expect(formatNotificationClock('2026-11-27T22:30:00.000Z')).toBe('02:30');
  });

  it('names every month and week day in each language', () => {
    expect(formatNotificationDateTime('2027-01-04T08:05:00.000Z', 'az')).toBe(
      '4 yanvar, bazar ertəsi, 12:05',
    );
    expect(formatNotificationDateTime('2027-03-03T08:05:00.000Z', 'ru')).toBe('3 марта, среда, 12:05');
    expect(formatNotificationDateTime('2027-05-02T08:05:00.000Z', 'en')).toBe('Sunday, 2 May, 12:05');
  });

  it('is what the notification texts write', () => {
    const cancelled = renderNotification(
      {
        kind: 'game_cancelled',
        payload: {
          game_id: '00000000-0000-4000-8000-0000000000aa',
          title: 'Axşam futbolu',
          starts_at: SATURDAY,
          venue: 'Dalğa Arena',
          refund_qepik: 0,
        },
      },
      'ru',
    );
    expect(cancelled.body).toContain('Dalğa Arena, 28 ноября, суббота, 17:33');
    expect(cancelled.sms).toContain('28 ноября, суббота, 17:33');
  });
});
