import type { updateRosterEntrySchema } from '@oyna/shared';
import { type GameRoster, qepikToManat } from '@oyna/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, gameRegistrations, games, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerIdentity } from '../users/player-identity.js';
import { activeBookingsOf } from './booking-facts.js';
import { assertCanManage } from './game-access.js';
import { listGameGuests } from './game-guests.js';
import { lockGame } from './lock-game.js';

/** Confirmed and held places first, in booking order, then the waitlist in its order. */
export async function getRoster(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string },
): Promise<GameRoster> {
  const game = await findGame(db, input.gameId);
  assertCanManage(input.actor, game);
  const rows = await db
    .select({ booking: gameRegistrations, user: users })
    .from(gameRegistrations)
    .innerJoin(users, eq(users.id, gameRegistrations.userId))
    .where(activeBookingsOf(game.id))
    .orderBy(asc(gameRegistrations.createdAt), asc(gameRegistrations.id));
  const placed = rows.filter((row) => row.booking.status !== 'waitlisted');
  const waiting = rows
    .filter((row) => row.booking.status === 'waitlisted')
    .sort((a, b) => (a.booking.waitlistedAt?.getTime() ?? 0) - (b.booking.waitlistedAt?.getTime() ?? 0));
  return {
    items: [...placed, ...waiting].map(({ booking, user }) => ({
      ...rosterEntry(booking),
      player: { ...playerIdentity(user), phone: user.phone },
      waitlist_position:
        booking.status === 'waitlisted'
          ? waiting.findIndex((row) => row.booking.id === booking.id) + 1
          : null,
    })),
    guests: await listGameGuests(db, game.id, { viewer: input.actor }),
  };
}

function rosterEntry(booking: GameRegistrationRow) {
  return {
    id: booking.id,
    status: booking.status,
    payment_method: booking.paymentMethod,
    price: qepikToManat(booking.priceQepik),
    paid: booking.paidAt !== null,
    attendance: booking.attendance,
    created_at: booking.createdAt.toISOString(),
  };
}

async function findGame(db: DbExecutor, gameId: string) {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('game_not_found');
  return game;
}

/**
 * The organizer marks a cash booking paid at the venue, or takes attendance. Only confirmed
 * places can be marked; a paid mark cannot be taken back.
 */
export async function updateRosterEntry(
  db: Db,
  input: {
    actor: AuthUser;
    gameId: string;
    registrationId: string;
    changes: z.output<typeof updateRosterEntrySchema>;
    now?: Date;
  },
): Promise<GameRoster> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    const [booking] = await tx
      .select()
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.id, input.registrationId), eq(gameRegistrations.gameId, game.id)));
    if (!booking || booking.status !== 'confirmed') throw new AppError('registration_not_found', 404);
    await tx
      .update(gameRegistrations)
      .set({
        ...(input.changes.paid && booking.paidAt === null && { paidAt: now }),
        ...(input.changes.attendance !== undefined && { attendance: input.changes.attendance }),
        updatedAt: now,
      })
      .where(eq(gameRegistrations.id, booking.id));
  });
  return getRoster(db, { actor: input.actor, gameId: input.gameId });
}
