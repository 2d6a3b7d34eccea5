import { type LoyaltyTier, loyaltyTierFor } from '@oyna/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games } from '../../db/schema.js';

/**
 * Games played, as loyalty tiers count them (docs/decisions/0010-booking-places-and-money.md):
 * completed games in which the player had a confirmed place and was not marked a no-show. A game
 * whose organizer did not take attendance still counts, so a forgetful organizer does not cost
 * players their tier. The wallet's tier and the games' price both read it: it lives here, below
 * games, so that the wallet need not import games.
 */
export function gamesPlayedSql(userId: string | Placeholder): SQL<number> {
  return sql<number>`(select count(*)::int from ${gameRegistrations} p join ${games} g on g.id = p.game_id
    where p.user_id = ${userId} and p.status = 'confirmed' and p.attendance is distinct from 'no_show'
      and g.status = 'completed')`;
}

export async function countGamesPlayed(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ played: gamesPlayedSql(userId) }).from(sql`(select 1) as one`);
  return row?.played ?? 0;
}

/** A player's loyalty tier now, from their games played (a team's is its captain's, decision 32). */
export async function loyaltyTierOf(db: DbExecutor, userId: string): Promise<LoyaltyTier> {
  return loyaltyTierFor(await countGamesPlayed(db, userId)).tier;
}
