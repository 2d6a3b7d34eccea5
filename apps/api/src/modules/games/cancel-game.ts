import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { refundRegistration, wasPaidFromWallet } from './charge-registration.js';
import { assertCanManage } from './game-access.js';
import { cancelGuests, refundGuest } from './game-guests.js';
import { lockGame } from './lock-game.js';

/**
 * The organizer calls a game off: every booking and every guest is cancelled and everyone who paid
 * from the wallet gets the full price back (a guest's to its booker), all in one transaction; each
 * refund is keyed by its booking or guest, so nothing is refunded twice. `refunded_players` counts
 * the players who got money back.
 */
export async function cancelGame(
  db: Db,
  input: { actor: AuthUser; gameId: string; now?: Date },
): Promise<{ refunded_players: number }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    if (game.status !== 'open') throw new AppError('game_not_editable', 422);

    const bookings = await tx
      .select()
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, game.id), ne(gameRegistrations.status, 'cancelled')));
    const refundedPlayers = new Set<string>();
    for (const booking of bookings) {
      if (wasPaidFromWallet(booking)) {
        await refundRegistration(tx, booking, game);
        refundedPlayers.add(booking.userId);
      }
    }
    for (const guest of await cancelGuests(tx, { gameId: game.id }, now)) {
      if ((await refundGuest(tx, guest, game)) > 0) refundedPlayers.add(guest.bookerId);
    }
    await tx
      .update(gameRegistrations)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null, updatedAt: now })
      .where(and(eq(gameRegistrations.gameId, game.id), ne(gameRegistrations.status, 'cancelled')));
    await tx
      .update(games)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: input.actor.id,
        placesTaken: 0,
        updatedAt: now,
      })
      .where(eq(games.id, game.id));
    return { refunded_players: refundedPlayers.size };
  });
}
