import { and, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeriesDates, games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { cancelGame } from '../games/cancel-game.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * Cancels the open games a series published for `fromDate` on (or that one date only), each as the
 * organizer cancels a game: every booking refunded by the usual rules and every player told.
 * Returns how many games were cancelled. Each game is its own transaction; run again, it cancels
 * only what is still open.
 */
export async function cancelSeriesGames(
  db: Db,
  input: {
    actor: AuthUser;
    seriesId: string;
    fromDate: string;
    onlyThatDate?: boolean;
    now: Date;
    hooks: GameHooks;
  },
): Promise<number> {
  const open = await db
    .select({ id: games.id })
    .from(gameSeriesDates)
    .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(
      and(
        eq(gameSeriesDates.seriesId, input.seriesId),
        input.onlyThatDate
          ? eq(gameSeriesDates.date, input.fromDate)
          : gte(gameSeriesDates.date, input.fromDate),
        eq(games.status, 'open'),
        gt(games.startsAt, input.now),
      ),
    );
  for (const game of open)
    await cancelGame(db, { actor: input.actor, gameId: game.id, now: input.now, hooks: input.hooks });
  return open.length;
}
