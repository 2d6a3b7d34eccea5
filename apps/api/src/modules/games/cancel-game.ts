import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { activeBookingsOf } from './booking-facts.js';
import { refundRegistration, wasPaidFromWallet } from './charge-registration.js';
import { URGENT_CHANGE_WITHIN_MS } from '@oyna/shared';
import { notify } from '../notifications/notify.js';
import { withdrawReminders } from '../notifications/withdraw-reminders.js';
import { assertCanManage } from './game-access.js';
import { gameMention } from './game-mention.js';
import type { GameHooks } from './game-hooks.js';
import { cancelGuests, refundGuest } from './game-guests.js';
import { lockGame } from './lock-game.js';

/**
 * The organizer calls a game off: every booking and every guest is cancelled and everyone who paid
 * from the wallet gets the full price back (a guest's to its booker), all in one transaction; each
 * refund is keyed by its booking or guest, so nothing is refunded twice. Every player who had a
 * booking is notified with what came back (urgent within a day of kick-off), and reminders not yet
 * sent are taken back. `refunded_players`
 * counts the players who got money back.
 */
export async function cancelGame(
  db: Db,
  input: { actor: AuthUser; gameId: string; now?: Date; hooks: GameHooks },
): Promise<{ refunded_players: number }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    if (game.status !== 'open') throw new AppError('game_not_editable', 422);

    const bookings = await tx.select().from(gameRegistrations).where(activeBookingsOf(game.id));
    /** Each player with a booking, and what comes back to their wallet (their place and their guests'). */
    const refunds = new Map<string, number>(bookings.map((booking) => [booking.userId, 0]));
    const addRefund = (userId: string, qepik: number) =>
      refunds.set(userId, (refunds.get(userId) ?? 0) + qepik);
    for (const booking of bookings) {
      if (wasPaidFromWallet(booking)) {
        await refundRegistration(tx, booking, game);
        addRefund(booking.userId, booking.priceQepik);
      }
    }
    for (const guest of await cancelGuests(tx, { gameId: game.id }, now)) {
      addRefund(guest.bookerId, await refundGuest(tx, guest, game));
    }
    const mention = await gameMention(tx, game);
    const urgent = game.startsAt.getTime() - now.getTime() <= URGENT_CHANGE_WITHIN_MS;
    for (const [userId, refundQepik] of refunds) {
      await notify(
        tx,
        userId,
        { kind: 'game_cancelled', payload: { ...mention, refund_qepik: refundQepik } },
        { dedupeKey: `game_cancelled:${game.id}:${userId}`, urgent, now },
      );
    }
    await withdrawReminders(tx, { gameId: game.id, userIds: [...refunds.keys(), game.organizerId], now });
    await tx
      .update(gameRegistrations)
      .set({ status: 'cancelled', cancelledAt: now, holdExpiresAt: null, updatedAt: now })
      .where(activeBookingsOf(game.id));
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
    await input.hooks.onGameEvent(tx, {
      type: 'game_cancelled',
      gameId: game.id,
      key: `game_cancelled:${game.id}`,
      at: now,
    });
    return { refunded_players: [...refunds.values()].filter((qepik) => qepik > 0).length };
  });
}
