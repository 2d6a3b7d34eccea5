import { and, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';

/**
 * Games played, as loyalty tiers count them (DESIGN.md section 6): completed games in which the
 * player had a confirmed place and was not marked a no-show. A game whose organizer did not take
 * attendance still counts, so a forgetful organizer does not cost players their tier.
 */
export async function countGamesPlayed(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ played: count() })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        eq(gameRegistrations.userId, userId),
        eq(gameRegistrations.status, 'confirmed'),
        sql`${gameRegistrations.attendance} is distinct from 'no_show'`,
        eq(games.status, 'completed'),
      ),
    );
  return row?.played ?? 0;
}
