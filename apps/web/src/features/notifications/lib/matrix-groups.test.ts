import { defaultNotificationMatrix } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { groupState, setGroup } from './matrix-groups';

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
});
