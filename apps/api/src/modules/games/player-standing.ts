import { type SkillLevel, skillLevel } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, users } from '../../db/schema.js';
import { countGamesPlayed } from './count-games-played.js';

/** What a player's price, registration opening and level check depend on. */
export interface PlayerStanding {
  userId: string;
  gamesPlayed: number;
  /** Never had a confirmed place in any game: the first booking is half price. */
  isFirstGame: boolean;
  level: SkillLevel;
}

export async function loadPlayerStanding(db: DbExecutor, userId: string): Promise<PlayerStanding> {
  const [user] = await db
    .select({ skillOverall: users.skillOverall })
    .from(users)
    .where(eq(users.id, userId));
  const [booked] = await db
    .select({ id: gameRegistrations.id })
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.userId, userId), eq(gameRegistrations.status, 'confirmed')))
    .limit(1);
  return {
    userId,
    gamesPlayed: await countGamesPlayed(db, userId),
    isFirstGame: !booked,
    level: skillLevel(user?.skillOverall ?? 0),
  };
}
