import { type GuestBookingResult, MAX_GUESTS_PER_PLAYER, qepikToManat } from '@oyna/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameGuestRow, gameGuests, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { inLockedGame } from './fill-freed-places.js';
import type { GameHooks } from './game-hooks.js';
import { chargeGuest, countGuestsOf, toGameGuest } from './game-guests.js';
import { changePlacesTaken } from './lock-game.js';
import { assertBookingsOpen } from './booking-decision.js';
import { findActiveBooking } from './booking-facts.js';
import { assertMayBook } from '../reliability/player-restrictions.js';
import { playerIdentityColumns } from '../users/player-identity.js';

/**
 * A confirmed player books a place for a named guest (docs/decisions/0027-guests.md): the game
 * allows guests and has a free place, the player brings fewer than the most allowed, and the
 * player's wallet pays the game's own price (no discount) at once, all in one transaction. A guest
 * never waits on the waitlist or holds a place for a top-up: without the place or the money,
 * nothing changes.
 */
export function addGuest(
  db: DbExecutor,
  input: { userId: string; gameId: string; name: string; now?: Date; hooks: GameHooks },
): Promise<GuestBookingResult> {
  return inLockedGame(db, input, async (tx, game, now) => {
    assertBookingsOpen(game, now);
    if (!game.guestsAllowed) throw new AppError('guests_not_allowed', 422);
    // A guest is paid from the wallet; a blocked player books no one (decision 36).
    await assertMayBook(tx, { userId: input.userId, paymentMethod: 'balance', now });
    const booking = await findActiveBooking(tx, game.id, input.userId);
    if (booking?.status !== 'confirmed') throw new AppError('guest_needs_your_place', 422);
    if ((await countGuestsOf(tx, booking.id)) >= MAX_GUESTS_PER_PLAYER) {
      throw new AppError('guest_limit_reached', 422);
    }
    if (await hasGuestNamed(tx, booking.id, input.name)) throw new AppError('guest_name_taken', 409);
    if (game.placesTaken >= game.capacity) throw new AppError('guest_no_place', 409);

    const guest = await insertGuest(tx, {
      gameId: game.id,
      registrationId: booking.id,
      bookerId: input.userId,
      name: input.name,
      priceQepik: game.priceQepik,
      createdAt: now,
      updatedAt: now,
    });
    await chargeGuest(tx, guest, game);
    game = await changePlacesTaken(tx, game, 1);
    const [booker] = await tx
      .select(playerIdentityColumns(users))
      .from(users)
      .where(eq(users.id, input.userId));
    if (!booker) throw new Error(`booker ${input.userId} vanished`);
    return {
      guest: toGameGuest(guest, booker),
      places_left: Math.max(0, game.capacity - game.placesTaken),
      balance: qepikToManat(await getBalanceQepik(tx, input.userId)),
    };
  });
}

async function hasGuestNamed(tx: DbExecutor, registrationId: string, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: gameGuests.id })
    .from(gameGuests)
    .where(
      and(
        eq(gameGuests.registrationId, registrationId),
        eq(gameGuests.status, 'confirmed'),
        sql`lower(${gameGuests.name}) = lower(${name})`,
      ),
    );
  return Boolean(row);
}

async function insertGuest(tx: DbExecutor, values: typeof gameGuests.$inferInsert): Promise<GameGuestRow> {
  const [row] = await tx.insert(gameGuests).values(values).returning();
  if (!row) throw new Error('guest not inserted');
  return row;
}
