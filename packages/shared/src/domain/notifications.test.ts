import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
  afterQuietHours,
  defaultNotificationMatrix,
  effectiveNotificationMatrix,
  retryDelayMs,
} from './notifications.js';

const baku = (clock: string) => new Date(`2026-11-26T${clock}:00+04:00`);

describe('quiet hours', () => {
  it('lets a message go at once outside the window', () => {
    expect(afterQuietHours(baku('14:00'), DEFAULT_QUIET_HOURS)).toEqual(baku('14:00'));
  });
  it('holds a message written before midnight until the window ends the next morning', () => {
    expect(afterQuietHours(baku('23:30'), DEFAULT_QUIET_HOURS)).toEqual(
      new Date('2026-11-27T08:00:00+04:00'),
    );
  });
  it('holds a message written after midnight until the same morning', () => {
    expect(afterQuietHours(baku('03:15'), DEFAULT_QUIET_HOURS)).toEqual(baku('08:00'));
  });
  it('treats the end of the window as outside it', () => {
    expect(afterQuietHours(baku('08:00'), DEFAULT_QUIET_HOURS)).toEqual(baku('08:00'));
  });
  it('handles a window within one day and a switched-off window', () => {
    const afternoon = { enabled: true, start: '13:00', end: '15:00' };
    expect(afterQuietHours(baku('14:00'), afternoon)).toEqual(baku('15:00'));
    expect(afterQuietHours(baku('23:30'), { ...DEFAULT_QUIET_HOURS, enabled: false })).toEqual(baku('23:30'));
  });
});

describe('the channels of each kind', () => {
  it('narrows the defaults to the channels chosen at onboarding', () => {
    const matrix = defaultNotificationMatrix(['email']);
    expect(matrix.game_cancelled).toEqual(['email']);
    expect(matrix.sides_published).toEqual([]);
    expect(defaultNotificationMatrix(['push', 'sms']).game_cancelled).toEqual(['push', 'sms']);
  });
  it('never sends SMS for a kind that is not urgent, whatever was saved', () => {
    const matrix = effectiveNotificationMatrix({ sides_published: ['sms', 'push'] }, ['push']);
    expect(matrix.sides_published).toEqual(['push']);
  });
  it('gives kinds added after the settings were saved their defaults', () => {
    const matrix = effectiveNotificationMatrix({ game_cancelled: [] }, ['email', 'push']);
    expect(matrix.game_cancelled).toEqual([]);
    expect(matrix.team_invitation_received).toEqual(['email', 'push']);
  });
  it('puts every kind in exactly one group of the settings page', () => {
    const grouped = Object.values(NOTIFICATION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});

describe('retries', () => {
  it('waits twice as long after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
