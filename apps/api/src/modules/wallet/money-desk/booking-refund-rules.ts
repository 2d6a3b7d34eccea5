import type { GameGuestRow, GameRegistrationRow, GameRow } from '../../../db/schema.js';
import { bookingRefundKey, guestRefundKey } from '../game-money-keys.js';

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

/** One paid part of a booking: the player's own place, or a guest's taken from the same wallet. */
export interface PaidPlace {
  key: string;
  amountQepik: number;
  reference: { type: 'game_registration' | 'game_guest'; id: string };
  guestName: string | null;
}

/** The places a booking paid for, the player's own first, then each guest with a price. */
export function paidPlaces(registration: GameRegistrationRow, guests: readonly GameGuestRow[]): PaidPlace[] {
  const own: PaidPlace[] = bookingWasPaid(registration)
    ? [
        {
          key: bookingRefundKey(registration.id),
          amountQepik: registration.priceQepik,
          reference: { type: 'game_registration', id: registration.id },
          guestName: null,
        },
      ]
    : [];
  return [
    ...own,
    ...guests
      .filter((guest) => guest.priceQepik > 0)
      .map((guest): PaidPlace => ({
        key: guestRefundKey(guest.id),
        amountQepik: guest.priceQepik,
        reference: { type: 'game_guest', id: guest.id },
        guestName: guest.name,
      })),
  ];
}
