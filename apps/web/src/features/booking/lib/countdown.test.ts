import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs } from './countdown';

describe('the hold countdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(10 * 60_000)).toBe('10:00');
    expect(formatCountdown(9 * 60_000 + 5_000)).toBe('9:05');
  });

  it('rounds up to the next second so it never shows 0:00 while time is left', () => {
    expect(formatCountdown(400)).toBe('0:01');
    expect(formatCountdown(59_001)).toBe('1:00');
  });

  it('adds hours for a long wait (registration opening)', () => {
    expect(formatCountdown(3_600_000 + 2 * 60_000 + 3_000)).toBe('1:02:03');
    expect(formatCountdown(26 * 3_600_000)).toBe('26:00:00');
  });

  it('stops at zero once the deadline has passed', () => {
    const deadline = new Date('2026-11-22T10:00:00Z');
    expect(remainingMs(deadline, new Date('2026-11-22T10:00:05Z'))).toBe(0);
    expect(formatCountdown(-5_000)).toBe('0:00');
    expect(remainingMs(deadline, new Date('2026-11-22T09:59:30Z'))).toBe(30_000);
  });
});
