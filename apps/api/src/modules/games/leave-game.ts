import { type LeaveResult, isLateCancellation, leavesWithFullRefund } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertBookingsOpen } from './booking-decision.js';
import { findActiveBooking } from './booking-facts.js';
import { refundRegistration, wasPaidFromWallet } from './charge-registration.js';
import { fillFreedPlaces, inLockedGame } from './fill-freed-places.js';
import type { GameHooks } from './game-hooks.js';
import { cancelGuests, refundGuest } from './game-guests.js';
import { changePlacesTaken } from './lock-game.js';
import { withdrawReminders } from '../notifications/withdraw-reminders.js';
import { leaveView } from './registration-view.js';
import { refreshRestrictions } from '../reliability/player-restrictions.js';

/**
 * A player leaves a game before kick-off, and the guests they brought leave with them. The places
 * go to the waitlist at once, and reminders not yet sent are taken back. Paid from the wallet: a full refund until 24 hours before kick-off;
 * later only for the places waitlisted players took, the player's own first
 * (docs/decisions/0010-booking-places-and-money.md, 0027-guests.md). A player booked before the game
 * moved to another time or venue leaves without either penalty (docs/decisions/0079-series-changes.md).
 */
export function leaveGame(
  db: Db,
  input: { userId: string; gameId: string; now?: Date; hooks: GameHooks },
): Promise<LeaveResult> {
  return inLockedGame(db, input, async (tx, game, now) => {
    const booking = await findActiveBooking(tx, game.id, input.userId);
    if (!booking) throw new AppError('registration_not_found', 404);
    assertBookingsOpen(game, now);

    // A game moved to another time or venue after the booking is not the one booked: leaving it is
    // never late and always refunded (decision 79).
    const movedSinceBooked = game.movedAt !== null && booking.createdAt < game.movedAt;
    // Leaving a confirmed place late is half a no-show (decision 36); a waitlist spot or a hold is not.
    const leftLate =
      !movedSinceBooked && booking.status === 'confirmed' && isLateCancellation(game.startsAt, now);
    await tx
      .update(gameRegistrations)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null, leftLate, updatedAt: now })
      .where(eq(gameRegistrations.id, booking.id));
    if (leftLate) await refreshRestrictions(tx, input.userId);
    await withdrawReminders(tx, { gameId: game.id, userIds: [input.userId], now });
    const guests = await cancelGuests(tx, { gameId: game.id, registrationId: booking.id }, now);
    const heldAPlace = booking.status === 'confirmed' || booking.status === 'pending_payment';
    if (heldAPlace)
      await input.hooks.onGameEvent(tx, {
        type: 'place_freed',
        gameId: game.id,
        userId: input.userId,
        key: `place_freed:${booking.id}`,
        at: now,
      });
    const freed = (heldAPlace ? 1 : 0) + guests.length;
    game = await changePlacesTaken(tx, game, -freed);
    const filled = freed > 0 ? await fillFreedPlaces(tx, game, now, input.hooks) : { game, promoted: [] };
    game = filled.game;

    // Late, a place is refunded only when the waitlist took it: the player's own place first.
    const fullRefund = movedSinceBooked || leavesWithFullRefund(game.startsAt, now);
    let placesRetaken = filled.promoted.length;
    let refundedQepik = 0;
    if (wasPaidFromWallet(booking) && (fullRefund || placesRetaken > 0)) {
      await refundRegistration(tx, booking, game);
      refundedQepik += booking.priceQepik;
    }
    if (heldAPlace) placesRetaken -= 1;
    for (const guest of guests) {
      if (fullRefund || placesRetaken > 0) refundedQepik += await refundGuest(tx, guest, game);
      placesRetaken -= 1;
    }
    return leaveView(tx, game, { userId: input.userId, refundedQepik });
  });
}
