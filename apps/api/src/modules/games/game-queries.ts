import { type SQL, and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, gameRegistrations, games, venues } from '../../db/schema.js';
import type { GameWithCounts } from './game-response.js';

const myRegistration = alias(gameRegistrations, 'mine');

const playersCount = sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${games.id} and r.status = 'confirmed')`;
const waitlistCount = sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${games.id} and r.status = 'waitlisted')`;

export interface GameSelection {
  where?: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
  /** Whose registration to attach to each game. */
  userId?: string | null;
}

/** Games with their venue, player and waitlist counts and the user's active booking, and the total. */
export async function selectGames(
  db: DbExecutor,
  selection: GameSelection,
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const userId = selection.userId ?? null;
  const query = db
    .select({
      game: getTableColumns(games),
      venue: getTableColumns(venues),
      playersCount,
      waitlistCount,
      mine: getTableColumns(myRegistration),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(games)
    .innerJoin(venues, eq(venues.id, games.venueId))
    .leftJoin(
      myRegistration,
      and(
        eq(myRegistration.gameId, games.id),
        userId ? eq(myRegistration.userId, userId) : sql`false`,
        ne(myRegistration.status, 'cancelled'),
      ),
    )
    .where(selection.where)
    .orderBy(...selection.orderBy)
    .$dynamic();
  if (selection.limit !== undefined) query.limit(selection.limit);
  if (selection.offset !== undefined) query.offset(selection.offset);
  const rows = await query;
  return {
    rows: rows.map((row) => ({
      game: row.game,
      venue: row.venue,
      playersCount: row.playersCount,
      waitlistCount: row.waitlistCount,
      myRegistration: row.mine?.id ? (row.mine as GameRegistrationRow) : null,
    })),
    total: rows[0]?.total ?? 0,
  };
}
