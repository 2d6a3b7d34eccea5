/**
 * The published no-show policy (docs/decisions/0036-no-show-policy.md). Pure: instants are compared
 * as UTC milliseconds, so the rule does not depend on the machine's time zone or on Baku's offset.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const RELIABILITY_POLICY = {
  /** No-shows are counted over this many days before the moment that is judged. */
  windowDays: 30,
  /** This many no-shows in the window: paying from the wallet in advance only (no cash bookings). */
  walletOnlyAfter: 2,
  walletOnlyDays: 30,
  /** This many no-shows in the window: no new bookings at all. */
  blockAfter: 3,
  blockDays: 14,
  /** Leaving with less than this many hours to kick-off is a late cancellation. */
  lateCancellationHours: 2,
  /** A late cancellation weighs this much of a no-show. */
  lateCancellationWeight: 0.5,
  /** An organizer who cancels more than this share of their games in the window is warned. */
  organizerCancellationRateLimit: 0.15,
  organizerWindowDays: 30,
  /** An organizer with fewer games than this in the window is not warned: one of one is chance. */
  organizerMinGames: 5,
} as const;

export const RESTRICTION_KINDS = ['wallet_only', 'booking_blocked'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** What counts against a player: a no-show at a game's kick-off, or leaving late. */
export interface ReliabilityEvent {
  kind: 'no_show' | 'late_cancellation';
  at: Date;
}

export interface TriggeredRestriction {
  kind: RestrictionKind;
  startsAt: Date;
  endsAt: Date;
  /** The weighted no-shows in the window when it was triggered (a late cancellation is a half). */
  weight: number;
}

export function eventWeight(event: ReliabilityEvent): number {
  return event.kind === 'no_show' ? 1 : RELIABILITY_POLICY.lateCancellationWeight;
}

/** Leaving a game later than the limit before kick-off (exactly at the limit is still in time). */
export function isLateCancellation(startsAt: Date, leftAt: Date): boolean {
  return startsAt.getTime() - leftAt.getTime() < RELIABILITY_POLICY.lateCancellationHours * HOUR_MS;
}

/** The events in the window that ends at `at`: later than `at` minus the window, not after `at`. */
export function eventsInWindow(events: readonly ReliabilityEvent[], at: Date): ReliabilityEvent[] {
  const from = at.getTime() - RELIABILITY_POLICY.windowDays * DAY_MS;
  return events.filter((event) => event.at.getTime() > from && event.at.getTime() <= at.getTime());
}

export function weightInWindow(events: readonly ReliabilityEvent[], at: Date): number {
  return eventsInWindow(events, at).reduce((sum, event) => sum + eventWeight(event), 0);
}

/**
 * Every restriction the events trigger, in order: at each event, the weighted count in the window
 * ending there reaching the wallet-only or the block threshold starts that restriction at the
 * event's instant. A restriction already running is not started again by a later event.
 */
export function triggeredRestrictions(events: readonly ReliabilityEvent[]): TriggeredRestriction[] {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const found: TriggeredRestriction[] = [];
  const lastOf = (kind: RestrictionKind) => found.filter((r) => r.kind === kind).at(-1);
  for (const event of sorted) {
    const weight = weightInWindow(sorted, event.at);
    const add = (kind: RestrictionKind, days: number) => {
      const running = lastOf(kind);
      if (running && running.endsAt.getTime() > event.at.getTime()) return;
      found.push({ kind, startsAt: event.at, endsAt: new Date(event.at.getTime() + days * DAY_MS), weight });
    };
    if (weight >= RELIABILITY_POLICY.walletOnlyAfter) add('wallet_only', RELIABILITY_POLICY.walletOnlyDays);
    if (weight >= RELIABILITY_POLICY.blockAfter) add('booking_blocked', RELIABILITY_POLICY.blockDays);
  }
  return found;
}

/** A restriction is in force from its start (inclusive) to its end (exclusive), unless lifted. */
export function restrictionInForce(
  restriction: { startsAt: Date; endsAt: Date; liftedAt?: Date | null },
  now: Date,
): boolean {
  if (restriction.liftedAt && restriction.liftedAt.getTime() <= now.getTime()) return false;
  return restriction.startsAt.getTime() <= now.getTime() && now.getTime() < restriction.endsAt.getTime();
}

export type BookingVerdict =
  { allowed: true } | { allowed: false; code: 'booking_blocked' | 'cash_booking_restricted'; until: Date };

/** Whether a booking paid this way may be made now, given the player's restrictions. */
export function bookingVerdict(
  restrictions: readonly { kind: RestrictionKind; startsAt: Date; endsAt: Date; liftedAt?: Date | null }[],
  paymentMethod: 'balance' | 'cash',
  now: Date,
): BookingVerdict {
  const inForce = restrictions.filter((r) => restrictionInForce(r, now));
  const latestEnd = (kind: RestrictionKind) =>
    inForce
      .filter((r) => r.kind === kind)
      .reduce<Date | null>((end, r) => (!end || r.endsAt > end ? r.endsAt : end), null);
  const blockedUntil = latestEnd('booking_blocked');
  if (blockedUntil) return { allowed: false, code: 'booking_blocked', until: blockedUntil };
  const walletOnlyUntil = latestEnd('wallet_only');
  if (walletOnlyUntil && paymentMethod === 'cash')
    return { allowed: false, code: 'cash_booking_restricted', until: walletOnlyUntil };
  return { allowed: true };
}

/**
 * An organizer's share of cancelled games over the window: of their games with kick-off in the
 * window up to `now` or cancelled in it, those they called off themselves. Warned above the limit,
 * once they have at least `organizerMinGames` games in the window.
 */
export function organizerCancellationRate(
  games: readonly { startsAt: Date; cancelledAt: Date | null; cancelledByOrganizer: boolean }[],
  now: Date,
): { games: number; cancelled: number; rate: number; warned: boolean } {
  const from = now.getTime() - RELIABILITY_POLICY.organizerWindowDays * DAY_MS;
  const within = (at: Date | null) => at !== null && at.getTime() > from && at.getTime() <= now.getTime();
  const counted = games.filter((game) => within(game.startsAt) || within(game.cancelledAt));
  const cancelled = counted.filter((game) => game.cancelledByOrganizer && game.cancelledAt).length;
  const rate = counted.length ? cancelled / counted.length : 0;
  return {
    games: counted.length,
    cancelled,
    rate,
    warned:
      counted.length >= RELIABILITY_POLICY.organizerMinGames &&
      rate > RELIABILITY_POLICY.organizerCancellationRateLimit,
  };
}
