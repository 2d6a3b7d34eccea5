import { type SkillLevel, skillLevel } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games, users } from '../../db/schema.js';
import { gamesPlayedSql } from './count-games-played.js';

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

/** One round trip: the skill score, whether the first-game discount is used, and games played. */
export async function loadPlayerStanding(db: DbExecutor, userId: string): Promise<PlayerStanding> {
  const [row] = await db
    .select({
      skillOverall: users.skillOverall,
      // A team match's place is not a booking: it never uses the discount up (decision 22).
      discountUsed: sql<boolean>`exists (select 1 from ${gameRegistrations} b join ${games} g on g.id = b.game_id
        where b.user_id = ${userId} and g.origin = 'pickup'
        and (b.status = 'confirmed' or (b.status <> 'cancelled' and b.discount_reason = 'first_game')))`,
      gamesPlayed: gamesPlayedSql(userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    userId,
    gamesPlayed: row?.gamesPlayed ?? 0,
    isFirstGame: !row?.discountUsed,
    level: skillLevel(row?.skillOverall ?? 0),
  };
}

/**
 * Locks the player's row for the rest of the transaction, then reads their standing. Bookings by
 * one player therefore run one after another, even for different games, so the first-game discount
 * and the balance check see every earlier booking (lock order: the game, then the player, then the
 * wallet). `for no key update` does not block inserts that merely reference the player.
 */
export async function lockPlayerStanding(tx: DbExecutor, userId: string): Promise<PlayerStanding> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return loadPlayerStanding(tx, userId);
}
