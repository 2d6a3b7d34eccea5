import { describe, expect, it } from 'vitest';
import {
  RELIABILITY_POLICY,
  type ReliabilityEvent,
  bookingVerdict,
  isLateCancellation,
  organizerCancellationRate,
  restrictionInForce,
  triggeredRestrictions,
  weightInWindow,
} from './reliability.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
// 20:00 in Baku (UTC+4) is 16:00 UTC: the rule compares instants, never local days.
const t0 = new Date('2026-03-01T16:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const noShow = (ms: number): ReliabilityEvent => ({ kind: 'no_show', at: at(ms) });
const late = (ms: number): ReliabilityEvent => ({ kind: 'late_cancellation', at: at(ms) });

describe('late cancellation', () => {
  const kickOff = new Date('2026-03-01T16:00:00Z');
  it('leaving exactly two hours before kick-off is in time', () => {
    expect(isLateCancellation(kickOff, new Date(kickOff.getTime() - 2 * HOUR))).toBe(false);
  });
  it('leaving one millisecond later than two hours before kick-off is late', () => {
    expect(isLateCancellation(kickOff, new Date(kickOff.getTime() - 2 * HOUR + 1))).toBe(true);
  });
  it('compares instants, whatever offset the moments were written in', () => {
    const leftInBaku = new Date('2026-03-01T18:30:00+04:00'); // 14:30 UTC, 90 minutes before
    expect(isLateCancellation(kickOff, leftInBaku)).toBe(true);
    expect(isLateCancellation(kickOff, new Date('2026-03-01T18:00:00+04:00'))).toBe(false);
  });
});

describe('the 30-day window', () => {
  it('counts an event exactly 30 days old as outside the window', () => {
    expect(weightInWindow([noShow(0)], at(RELIABILITY_POLICY.windowDays * DAY))).toBe(0);
    expect(weightInWindow([noShow(0)], at(RELIABILITY_POLICY.windowDays * DAY - 1))).toBe(1);
  });
  it('weighs a late cancellation as half a no-show', () => {
    expect(weightInWindow([noShow(0), late(HOUR)], at(2 * HOUR))).toBe(1.5);
  });
});

describe('restrictions the events trigger', () => {
  it('one no-show restricts nothing', () => {
    expect(triggeredRestrictions([noShow(0)])).toEqual([]);
  });
  it('two no-shows within 30 days: wallet only for 30 days from the second', () => {
    const [restriction, ...rest] = triggeredRestrictions([noShow(0), noShow(10 * DAY)]);
    expect(rest).toEqual([]);
    expect(restriction).toMatchObject({ kind: 'wallet_only', startsAt: at(10 * DAY), endsAt: at(40 * DAY) });
  });
  it('two no-shows exactly 30 days apart restrict nothing', () => {
    expect(triggeredRestrictions([noShow(0), noShow(30 * DAY)])).toEqual([]);
  });
  it('two no-shows a millisecond less than 30 days apart restrict', () => {
    expect(triggeredRestrictions([noShow(0), noShow(30 * DAY - 1)])).toHaveLength(1);
  });
  it('three no-shows within 30 days block bookings for 14 days from the third', () => {
    const found = triggeredRestrictions([noShow(0), noShow(DAY), noShow(2 * DAY)]);
    expect(found.map((r) => r.kind)).toEqual(['wallet_only', 'booking_blocked']);
    expect(found[1]).toMatchObject({ startsAt: at(2 * DAY), endsAt: at(16 * DAY) });
  });
  it('a no-show and a late cancellation are 1.5: nothing; a no-show and two late ones are 2: wallet only', () => {
    expect(triggeredRestrictions([noShow(0), late(DAY)])).toEqual([]);
    expect(triggeredRestrictions([noShow(0), late(DAY), late(2 * DAY)]).map((r) => r.kind)).toEqual([
      'wallet_only',
    ]);
  });
  it('a restriction running is not restarted by the next event', () => {
    const found = triggeredRestrictions([noShow(0), noShow(DAY), late(3 * DAY)]);
    expect(found).toHaveLength(1);
  });
});

describe('booking verdict', () => {
  const walletOnly = { kind: 'wallet_only' as const, startsAt: at(0), endsAt: at(30 * DAY) };
  const blocked = { kind: 'booking_blocked' as const, startsAt: at(0), endsAt: at(14 * DAY) };
  it('wallet only refuses cash and allows the wallet', () => {
    expect(bookingVerdict([walletOnly], 'cash', at(DAY))).toEqual({
      allowed: false,
      code: 'cash_booking_restricted',
      until: at(30 * DAY),
    });
    expect(bookingVerdict([walletOnly], 'balance', at(DAY))).toEqual({ allowed: true });
  });
  it('a block refuses every booking until its end, exclusive', () => {
    expect(bookingVerdict([blocked], 'balance', at(14 * DAY - 1))).toMatchObject({ code: 'booking_blocked' });
    expect(bookingVerdict([blocked], 'balance', at(14 * DAY))).toEqual({ allowed: true });
  });
  it('a lifted restriction is not in force', () => {
    expect(restrictionInForce({ ...blocked, liftedAt: at(DAY) }, at(2 * DAY))).toBe(false);
    expect(bookingVerdict([{ ...walletOnly, liftedAt: at(DAY) }], 'cash', at(2 * DAY))).toEqual({
      allowed: true,
    });
  });
});

describe('organizer cancellation rate', () => {
  const now = at(60 * DAY);
  const game = (startsAt: number, cancelledAt: number | null = null) => ({
    startsAt: at(startsAt),
    cancelledAt: cancelledAt === null ? null : at(cancelledAt),
    cancelledByOrganizer: cancelledAt !== null,
  });
  it('warns above 15% only', () => {
    const played = Array.from({ length: 17 }, (_, i) => game(40 * DAY + i * DAY));
    // 3 of 20 = 15%: no warning; 3 of 19 is above.
    const cancelled = [game(70 * DAY, 50 * DAY), game(71 * DAY, 51 * DAY), game(72 * DAY, 52 * DAY)];
    expect(organizerCancellationRate([...played, ...cancelled], now)).toMatchObject({
      games: 20,
      cancelled: 3,
      warned: false,
    });
    expect(organizerCancellationRate([...played.slice(1), ...cancelled], now).warned).toBe(true);
  });
  it('warns only from 5 games in the window: one cancelled of one, or of four, is not a flag', () => {
    const cancelled = game(70 * DAY, 55 * DAY);
    expect(organizerCancellationRate([cancelled], now)).toMatchObject({ games: 1, rate: 1, warned: false });
    const three = [game(50 * DAY), game(51 * DAY), game(52 * DAY)];
    expect(organizerCancellationRate([...three, cancelled], now)).toMatchObject({ games: 4, warned: false });
    expect(organizerCancellationRate([...three, game(53 * DAY), cancelled], now)).toMatchObject({
      games: 5,
      cancelled: 1,
      warned: true,
    });
  });
  it('counts only the last 30 days', () => {
    expect(organizerCancellationRate([game(10 * DAY, 5 * DAY)], now)).toMatchObject({
      games: 0,
      warned: false,
    });
  });
});
