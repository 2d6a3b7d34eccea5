import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';
import type { DeletionBlockerFinder } from '../users/deletion/account-deletion-hooks.js';

/** How many titles a blocker names: enough to find them, short enough to read. */
const NAMED = 5;

/** Open games not yet started, soonest first, with their count. */
async function upcoming(tx: DbExecutor, where: ReturnType<typeof and>) {
  const rows = await tx
    .select({ title: games.title, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(games)
    .where(where)
    .orderBy(asc(games.startsAt))
    .limit(NAMED);
  return { count: rows[0]?.total ?? 0, names: rows.map((row) => row.title) };
}

/**
 * A place held, booked or waited for in a game still to come: leaving it first gives the place to
 * someone else and the usual refund (decision 91).
 */
export const upcomingBookingsBlocker: DeletionBlockerFinder = async (tx, { userId, now }) => {
  const booked = tx
    .select({ gameId: gameRegistrations.gameId })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.userId, userId),
        inArray(gameRegistrations.status, ['confirmed', 'pending_payment', 'waitlisted']),
      ),
    );
  const found = await upcoming(
    tx,
    and(inArray(games.id, booked), eq(games.status, 'open'), gt(games.startsAt, now)),
  );
  return { reason: 'upcoming_bookings', ...found };
};

/** A game still to come that the player organizes: its players would be left without an organizer. */
export const organizedGamesBlocker: DeletionBlockerFinder = async (tx, { userId, now }) => {
  const found = await upcoming(
    tx,
    and(eq(games.organizerId, userId), eq(games.status, 'open'), gt(games.startsAt, now)),
  );
  return { reason: 'organizes_games', ...found };
};
