import { type SkillLevel, skillLevel } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, users } from '../../db/schema.js';
import { gamesPlayedSql } from './count-games-played.js';

/** What a player's price, registration opening and level check depend on (games played as in countGamesPlayed). */
export interface PlayerStanding {
  userId: string;
  gamesPlayed: number;
  /** Never had a confirmed place in any game: the first booking is half price. */
  isFirstGame: boolean;
  level: SkillLevel;
}

/** One round trip: the skill score, whether any booking was ever confirmed, and games played. */
export async function loadPlayerStanding(db: DbExecutor, userId: string): Promise<PlayerStanding> {
  const [row] = await db
    .select({
      skillOverall: users.skillOverall,
      hasBooked: sql<boolean>`exists (select 1 from ${gameRegistrations} b where b.user_id = ${userId} and b.status = 'confirmed')`,
      gamesPlayed: gamesPlayedSql(userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    userId,
    gamesPlayed: row?.gamesPlayed ?? 0,
    isFirstGame: !row?.hasBooked,
    level: skillLevel(row?.skillOverall ?? 0),
  };
}
