import type { BalancePlayer } from '@oyna/balancer';
import type { Position, ProfileVisibility } from '@oyna/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, playerRatings, users } from '../../db/schema.js';

/** A confirmed player of a game with what the sides show of them and what the balancer needs. */
export interface SideCandidate {
  id: string;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  primaryPosition: Position | null;
  jerseyNumber: number | null;
  profileVisibility: ProfileVisibility;
  balance: BalancePlayer;
}

/**
 * The confirmed players of a game in registration order (the balancer's tie-break order), with
 * their self-rating, positions and, once they have one, their rating from results.
 */
export async function loadSideCandidates(db: DbExecutor, gameId: string): Promise<SideCandidate[]> {
  const rows = await db
    .select({ user: users, rating: playerRatings.rating, ratedGames: playerRatings.ratedGames })
    .from(gameRegistrations)
    .innerJoin(users, eq(users.id, gameRegistrations.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, gameRegistrations.userId))
    .where(and(eq(gameRegistrations.gameId, gameId), eq(gameRegistrations.status, 'confirmed')))
    .orderBy(asc(gameRegistrations.createdAt), asc(gameRegistrations.id));
  return rows.map(({ user, rating, ratedGames }) => ({
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    photoUrl: user.photoUrl,
    primaryPosition: user.primaryPosition,
    jerseyNumber: user.jerseyNumber,
    profileVisibility: user.profileVisibility,
    balance: {
      id: user.id,
      rating,
      selfOverall: user.skillOverall,
      gamesPlayed: ratedGames ?? 0,
      primaryPosition: user.primaryPosition,
      secondaryPositions: user.secondaryPositions,
    },
  }));
}
