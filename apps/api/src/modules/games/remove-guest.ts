import { type LeaveResult, leavesWithFullRefund } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameGuests } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertBookingsOpen } from './booking-decision.js';
import { fillFreedPlaces, inLockedGame } from './fill-freed-places.js';
import type { GameHooks } from './game-hooks.js';
import { refundGuest } from './game-guests.js';
import { changePlacesTaken } from './lock-game.js';
import { leaveView } from './registration-view.js';

/**
 * The booker takes a guest off a game before kick-off. The place goes to the waitlist at once, and
 * the price goes back to the booker's wallet on the same terms as leaving: in full until 24 hours
 * before kick-off, later only if a waitlisted player took the place.
 */
export function removeGuest(
  db: Db,
  input: { userId: string; gameId: string; guestId: string; now?: Date; hooks: GameHooks },
): Promise<LeaveResult> {
  return inLockedGame(db, input, async (tx, game, now) => {
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
    assertBookingsOpen(game, now);

    await tx
      .update(gameGuests)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(gameGuests.id, guest.id));
    game = await changePlacesTaken(tx, game, -1);
    const filled = await fillFreedPlaces(tx, game, now, input.hooks);
    game = filled.game;
    const refunds = leavesWithFullRefund(game.startsAt, now) || filled.promoted.length > 0;
    const refundedQepik = refunds ? await refundGuest(tx, guest, game) : 0;
    return leaveView(tx, game, { userId: input.userId, refundedQepik });
  });
}
