import { type BookingRefundResponse, qepikToManat } from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { gameGuests, gameRegistrations, games } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { recordAudit } from '../../audit/record-audit.js';
import { type PostedLedgerEntry, postLedgerEntry } from '../post-ledger-entry.js';
import { toTransactionResponse } from '../transaction-response.js';
import { bookingStillActive, paidPlaces } from './booking-refund-rules.js';

export interface RefundBookingOptions {
  adminId: string;
  registrationId: string;
  reason: string;
  now?: Date;
}

/**
 * An admin gives a booking's money back to the player's wallet: the player's own place (paid from
 * the wallet or in cash) and every guest's place it paid for, each once. Each refund row carries the
 * key leaving and cancelling use, so whichever comes first is the only refund; a booking with
 * nothing left to refund is `booking_already_refunded` (409), one that paid nothing
 * `booking_not_paid` (409). A booking that still holds a place in a game to come is refused
 * (`booking_still_active`, 409): leaving or cancelling refunds it by the rules and frees the place.
 * The refunds, their audit row and the checks run in one transaction, under the booking's and the
 * wallet's locks.
 */
export async function refundBooking(db: Db, options: RefundBookingOptions): Promise<BookingRefundResponse> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(gameRegistrations)
      .where(eq(gameRegistrations.id, options.registrationId))
      .for('update');
    if (!registration) throw new AppError('booking_not_found', 404);
    const [game] = await tx.select().from(games).where(eq(games.id, registration.gameId));
    if (!game) throw new AppError('booking_not_found', 404);
    const guests = await tx
      .select()
      .from(gameGuests)
      .where(eq(gameGuests.registrationId, registration.id))
      .orderBy(asc(gameGuests.createdAt), asc(gameGuests.id));
    const places = paidPlaces(registration, guests);
    if (places.length === 0) throw new AppError('booking_not_paid', 409);
    if (bookingStillActive(registration, game, now)) throw new AppError('booking_still_active', 409);

    const gameParams = { game_id: game.id, game_title: game.title, starts_at: game.startsAt.toISOString() };
    const posted: PostedLedgerEntry[] = [];
    for (const place of places) {
      const entry = await postLedgerEntry(tx, {
        userId: registration.userId,
        kind: 'refund',
        amountQepik: place.amountQepik,
        idempotencyKey: place.key,
        reference: place.reference,
        description:
          place.guestName === null
            ? { key: 'game_refund', params: gameParams }
            : { key: 'guest_refund', params: { ...gameParams, guest_name: place.guestName } },
      });
      if (entry.created) posted.push(entry);
    }
    const last = posted.at(-1);
    if (!last) throw new AppError('booking_already_refunded', 409);
    const refundedQepik = posted.reduce((sum, entry) => sum + entry.entry.amountQepik, 0);
    await recordAudit(tx, {
      actorId: options.adminId,
      action: 'wallet.game_refund',
      subjectType: 'user',
      subjectId: registration.userId,
      reason: options.reason,
      details: {
        registration_id: registration.id,
        game_id: game.id,
        payment_method: registration.paymentMethod,
        amount_qepik: refundedQepik,
        guests_refunded: posted.filter((entry) => entry.entry.referenceType === 'game_guest').length,
        ledger_entry_ids: posted.map((entry) => entry.entryId),
        balance_after_qepik: last.balanceAfterQepik,
      },
      now,
    });
    return {
      transactions: posted.map((entry) => toTransactionResponse(entry.entry)),
      refunded: qepikToManat(refundedQepik),
      balance: qepikToManat(last.balanceAfterQepik),
    };
  });
}
