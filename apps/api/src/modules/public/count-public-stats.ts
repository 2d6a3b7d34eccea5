import type { PublicStats } from '@oyna/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/tables/games.js';
import { venues } from '../../db/tables/venues.js';

/**
 * The landing page's live numbers, counted in the database: venues in the directory, and games
 * still to be played that are open (neither cancelled nor completed; a full game still counts).
 */
export async function countPublicStats(db: DbExecutor): Promise<PublicStats> {
  return {
    venues: await db.$count(venues),
    upcoming_games: await db.$count(
      games,
      and(eq(games.status, 'open'), eq(games.origin, 'pickup'), gt(games.startsAt, sql`now()`)),
    ),
  };
}
