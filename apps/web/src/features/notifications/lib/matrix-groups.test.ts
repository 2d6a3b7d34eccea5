import { defaultNotificationMatrix } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { groupState, kindState, setGroup, setKind } from './matrix-groups';

describe('matrix groups', () => {
  const matrix = defaultNotificationMatrix(['email', 'telegram', 'push', 'sms']);
  it('reads a group as on, off, partly, or not allowed for SMS', () => {
    expect(groupState(matrix, 'bookings', 'push')).toBe('on');
    // A booking's receipt goes by email and push only: the group is partly on for Telegram.
    expect(groupState(matrix, 'bookings', 'telegram')).toBe('partly');
    expect(groupState(matrix, 'bookings', 'email')).toBe('partly');
    expect(groupState(matrix, 'reminders', 'sms')).toBe('not_allowed');
    expect(groupState(matrix, 'bookings', 'sms')).toBe('on');
  });
  it('turns a group on or off for one channel and leaves the others', () => {
    const off = setGroup(matrix, 'reminders', 'email', false);
    expect(off.game_reminder_day).toEqual(['telegram', 'push']);
    expect(groupState(off, 'reminders', 'email')).toBe('off');
    const on = setGroup(matrix, 'bookings', 'sms', false);
    expect(on.waitlist_promoted).toEqual(['email', 'telegram', 'push']);
    expect(on.hold_expiring).toEqual(['telegram', 'push']);
  });
  it('turns one kind on or off for one channel and leaves every other kind and channel', () => {
    const off = setKind(matrix, 'booking_confirmed', 'email', false);
    expect(off.booking_confirmed).toEqual(['push']);
    for (const kind of Object.keys(matrix) as (keyof typeof matrix)[]) {
      if (kind !== 'booking_confirmed') expect(off[kind], kind).toEqual(matrix[kind]);
    }
    expect(kindState(off, 'booking_confirmed', 'email')).toBe('off');
    expect(kindState(off, 'game_cancelled', 'email')).toBe('on');
    // One kind off makes its group partly on; back on, the group is whole again.
    expect(groupState(off, 'bookings', 'push')).toBe('on');
    const reminders = setKind(matrix, 'game_reminder_hours', 'telegram', false);
    expect(groupState(reminders, 'reminders', 'telegram')).toBe('partly');
    expect(
      groupState(setKind(reminders, 'game_reminder_hours', 'telegram', true), 'reminders', 'telegram'),
    ).toBe('on');
    // Turning on keeps the channels' order.
    expect(setKind(matrix, 'booking_confirmed', 'telegram', true).booking_confirmed).toEqual([
      'email',
      'telegram',
      'push',
    ]);
  });
  it('never puts a kind on SMS that may not go by SMS', () => {
    expect(kindState(matrix, 'booking_confirmed', 'sms')).toBe('not_allowed');
    expect(setKind(matrix, 'booking_confirmed', 'sms', true)).toBe(matrix);
    expect(kindState(matrix, 'game_cancelled', 'sms')).toBe('on');
    expect(setKind(matrix, 'game_cancelled', 'sms', false).game_cancelled).toEqual([
      'email',
      'telegram',
      'push',
    ]);
  });
});
