import type { GameRegistrationRow, GameRow } from '../../../db/schema.js';

/** The ledger key of a booking's refund: the one the leave and cancel paths use too, so it happens once. */
export const bookingRefundKey = (registrationId: string) => `game_refund:${registrationId}`;

/** True when money arrived for the booking: from the wallet at once, or cash marked paid by the organizer. */
export function bookingWasPaid(registration: GameRegistrationRow): boolean {
  return registration.paidAt !== null && registration.priceQepik > 0;
}

/**
 * True while the booking still holds a place in a game to come: then leaving or a cancellation
 * refunds by the rules, and an admin refund would leave a paid-back place in the game.
 */
export function bookingStillActive(registration: GameRegistrationRow, game: GameRow, now: Date): boolean {
  return registration.status !== 'cancelled' && game.status === 'open' && game.startsAt > now;
}
