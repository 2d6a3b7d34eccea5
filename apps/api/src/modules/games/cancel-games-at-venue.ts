import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { cancelGame } from './cancel-game.js';
import type { GameHooks } from './game-hooks.js';

/**
 * A deactivated venue's upcoming open games, each cancelled in its own transaction exactly as its
 * organizer would (everyone who paid from the wallet refunded once, keyed by the booking), so a
 * repeat after a failure cancels what is left and refunds nobody twice (decision 20).
 */
export async function cancelUpcomingGamesAtVenue(
  db: Db,
  options: { actor: AuthUser; venueId: number; now: Date; hooks: GameHooks },
): Promise<{ cancelledGameIds: string[]; refundedPlayers: number }> {
  const { actor, venueId, now, hooks } = options;
  const upcoming = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.venueId, venueId), eq(games.status, 'open'), gt(games.startsAt, now)))
    .orderBy(asc(games.startsAt), asc(games.id));
  const cancelledGameIds: string[] = [];
  let refundedPlayers = 0;
  for (const game of upcoming) {
    try {
      const result = await cancelGame(db, { actor, gameId: game.id, now, hooks });
      cancelledGameIds.push(game.id);
      refundedPlayers += result.refunded_players;
    } catch (error) {
      // Completed or cancelled meanwhile: nothing left to do for that game.
      if (error instanceof AppError && error.code === 'game_not_editable') continue;
      throw error;
    }
  }
  return { cancelledGameIds, refundedPlayers };
}
