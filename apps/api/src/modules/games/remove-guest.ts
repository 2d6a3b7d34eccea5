import { type LeaveResult, leavesWithFullRefund, qepikToManat } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameGuests } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { fillFreedPlaces, releaseExpiredHolds } from './fill-freed-places.js';
import { refundGuest } from './game-guests.js';
import { changePlacesTaken, lockGame } from './lock-game.js';
import { countWaitlist } from './registration-view.js';

/**
 * The booker takes a guest off a game before kick-off. The place goes to the waitlist at once, and
 * the price goes back to the booker's wallet on the same terms as leaving: in full until 24 hours
 * before kick-off, later only if a waitlisted player took the place.
 */
export async function removeGuest(
  db: Db,
  input: { userId: string; gameId: string; guestId: string; now?: Date },
): Promise<LeaveResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    let game = await lockGame(tx, input.gameId);
    game = await releaseExpiredHolds(tx, game, now);
    const [guest] = await tx
      .select()
      .from(gameGuests)
      .where(
        and(
          eq(gameGuests.id, input.guestId),
          eq(gameGuests.gameId, game.id),
          eq(gameGuests.bookerId, input.userId),
          eq(gameGuests.status, 'confirmed'),
        ),
      );
    if (!guest) throw new AppError('guest_not_found', 404);
    if (game.status !== 'open') throw new AppError('game_not_open', 422);
    if (game.startsAt.getTime() <= now.getTime()) throw new AppError('game_already_started', 422);

    await tx
      .update(gameGuests)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(gameGuests.id, guest.id));
    game = await changePlacesTaken(tx, game, -1);
    const filled = await fillFreedPlaces(tx, game, now);
    game = filled.game;
    const refunds = leavesWithFullRefund(game.startsAt, now) || filled.promoted.length > 0;
    const refundedQepik = refunds ? await refundGuest(tx, guest, game) : 0;
    return {
      refunded: qepikToManat(refundedQepik),
      places_left: Math.max(0, game.capacity - game.placesTaken),
      waitlist_count: await countWaitlist(tx, game.id),
      balance: qepikToManat(await getBalanceQepik(tx, input.userId)),
    };
  });
}
