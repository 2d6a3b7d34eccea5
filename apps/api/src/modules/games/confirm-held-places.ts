import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations } from '../../db/schema.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { chargeRegistration } from './charge-registration.js';
import { lockGame } from './lock-game.js';

/**
 * After a player's top-up is credited: each place held for them (oldest first) that the wallet
 * can now pay is charged and confirmed. Returns the games whose bookings changed.
 */
export async function confirmHeldPlaces(db: Db, input: { userId: string; now?: Date }): Promise<string[]> {
  const now = input.now ?? new Date();
  const held = await db
    .select({ id: gameRegistrations.id, gameId: gameRegistrations.gameId })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.userId, input.userId),
        eq(gameRegistrations.status, 'pending_payment'),
        gt(gameRegistrations.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(gameRegistrations.createdAt));

  const confirmedGames: string[] = [];
  for (const hold of held) {
    const confirmed = await db.transaction(async (tx) => {
      const game = await lockGame(tx, hold.gameId);
      const [booking] = await tx
        .select()
        .from(gameRegistrations)
        .where(eq(gameRegistrations.id, hold.id))
        .for('update');
      if (!booking || booking.status !== 'pending_payment' || !booking.holdExpiresAt) return false;
      if (booking.holdExpiresAt.getTime() <= now.getTime()) return false;
      if ((await getBalanceQepik(tx, booking.userId)) < booking.priceQepik) return false;
      const [paid] = await tx
        .update(gameRegistrations)
        .set({ status: 'confirmed', paidAt: now, holdExpiresAt: null, updatedAt: now })
        .where(eq(gameRegistrations.id, booking.id))
        .returning();
      if (!paid) return false;
      await chargeRegistration(tx, paid, game);
      return true;
    });
    if (confirmed) confirmedGames.push(hold.gameId);
  }
  return confirmedGames;
}
