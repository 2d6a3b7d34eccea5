import { type SkillLevel, playerLevel } from '@oyna/shared';
import { type Placeholder, type SQL, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games, users } from '../../db/schema.js';
import { gamesPlayedSql } from '../wallet/games-played.js';

/** What a player's price, registration opening and level check depend on (games played as in countGamesPlayed). */
export interface PlayerStanding {
  userId: string;
  gamesPlayed: number;
  /**
   * The first-game discount is still to be had: no booking was ever confirmed, and no live booking
   * (held or waitlisted) already carries the discount.
   */
  isFirstGame: boolean;
  level: SkillLevel;
}

/**
 * The first-game discount is used: a confirmed pickup booking, or a live one that carries it. A team
 * match's place is not a booking: it never uses the discount up (decision 22).
 */
export function discountUsedSql(userId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${gameRegistrations} b join ${games} g on g.id = b.game_id
    where b.user_id = ${userId} and g.origin = 'pickup'
    and (b.status = 'confirmed' or (b.status <> 'cancelled' and b.discount_reason = 'first_game')))`;
}

/** One round trip: the player's level (docs/product-rules.md#games-and-money), whether the first-game discount is used, and games played. */
export async function loadPlayerStanding(db: DbExecutor, userId: string): Promise<PlayerStanding> {
  const [row] = await db
    .select({
      skillOverall: users.skillOverall,
      experienceLevel: users.experienceLevel,
      discountUsed: discountUsedSql(userId),
      gamesPlayed: gamesPlayedSql(userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    userId,
    gamesPlayed: row?.gamesPlayed ?? 0,
    isFirstGame: !row?.discountUsed,
    level: playerLevel({
      skillOverall: row?.skillOverall ?? null,
      experienceLevel: row?.experienceLevel ?? null,
    }),
  };
}
