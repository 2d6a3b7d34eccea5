import { describe, expect, it } from 'vitest';
import {
  displayGameStatus,
  freeCancellationUntil,
  leavesWithFullRefund,
  levelFits,
  registrationOpensFor,
} from './game-rules.js';

describe('refund when a player leaves', () => {
  // 20:00 in Baku (UTC+4) is 16:00 UTC.
  const kickOff = new Date('2026-12-05T16:00:00Z');

  it('is full until exactly 24 hours before kick-off, and not a millisecond later', () => {
    expect(freeCancellationUntil(kickOff).toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(leavesWithFullRefund(kickOff, new Date('2026-12-04T15:59:59.999Z'))).toBe(true);
    expect(leavesWithFullRefund(kickOff, new Date('2026-12-04T16:00:00.000Z'))).toBe(true);
    expect(leavesWithFullRefund(kickOff, new Date('2026-12-04T16:00:00.001Z'))).toBe(false);
  });

  it('compares instants, so the same moment written in Baku time gives the same answer', () => {
    expect(leavesWithFullRefund(kickOff, new Date('2026-12-04T20:00:00+04:00'))).toBe(true);
    expect(leavesWithFullRefund(kickOff, new Date('2026-12-04T20:00:01+04:00'))).toBe(false);
    expect(
      leavesWithFullRefund(new Date('2026-12-05T20:00:00+04:00'), new Date('2026-12-04T16:00:00Z')),
    ).toBe(true);
  });
});

describe('registration opening', () => {
  const opens = new Date('2026-12-01T08:00:00Z');
  it('opens a day early for silver and above, on time for bronze', () => {
    expect(registrationOpensFor(opens, 9)).toEqual(opens);
    expect(registrationOpensFor(opens, 10).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(registrationOpensFor(opens, 120).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe('game status shown to players', () => {
  it('is full when an open game has no place left, and otherwise the stored status', () => {
    expect(displayGameStatus('open', 13, 14)).toBe('open');
    expect(displayGameStatus('open', 14, 14)).toBe('full');
    expect(displayGameStatus('cancelled', 14, 14)).toBe('cancelled');
    expect(displayGameStatus('completed', 2, 14)).toBe('completed');
  });
});

describe('level range', () => {
  it('accepts levels inside the range, and everyone on an open end', () => {
    expect(levelFits('intermediate', 'intermediate', 'expert')).toBe(true);
    expect(levelFits('beginner', 'intermediate', null)).toBe(false);
    expect(levelFits('master', null, 'expert')).toBe(false);
    expect(levelFits('master', null, null)).toBe(true);
  });
});
