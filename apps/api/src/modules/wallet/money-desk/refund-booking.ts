import { type BookingRefundResponse, qepikToManat } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { gameRegistrations, games } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { recordAudit } from '../../audit/record-audit.js';
import { postLedgerEntry } from '../post-ledger-entry.js';
import { toTransactionResponse } from '../transaction-response.js';
import { bookingRefundKey, bookingStillActive, bookingWasPaid } from './booking-refund-rules.js';

export interface RefundBookingOptions {
  adminId: string;
  registrationId: string;
  reason: string;
  now?: Date;
}

/**
 * An admin gives a paid booking's price back to the player's wallet (paid from the wallet or in
 * cash), once: the refund row carries the booking's refund key, the one leaving and cancelling
 * use, so whichever comes first is the only refund and a second is `booking_already_refunded` (409).
 * A booking that still holds a place in a game to come is refused (`booking_still_active`, 409):
 * leaving or cancelling refunds it by the rules and frees the place. The refund, its audit row and
 * the check run in one transaction, under the booking's and the wallet's locks.
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
    if (!bookingWasPaid(registration)) throw new AppError('booking_not_paid', 409);
    if (bookingStillActive(registration, game, now)) throw new AppError('booking_still_active', 409);

    const posted = await postLedgerEntry(tx, {
      userId: registration.userId,
      kind: 'refund',
      amountQepik: registration.priceQepik,
      idempotencyKey: bookingRefundKey(registration.id),
      reference: { type: 'game_registration', id: registration.id },
      description: {
        key: 'game_refund',
        params: { game_id: game.id, game_title: game.title, starts_at: game.startsAt.toISOString() },
      },
    });
    if (!posted.created) throw new AppError('booking_already_refunded', 409);
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
        amount_qepik: registration.priceQepik,
        ledger_entry_id: posted.entryId,
        balance_after_qepik: posted.balanceAfterQepik,
      },
      now,
    });
    return {
      transaction: toTransactionResponse(posted.entry),
      balance: qepikToManat(posted.balanceAfterQepik),
    };
  });
}
