import type { FairPlayInput, FairPlayResponse } from '@oyna/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { fairPlayRatings, gameRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { isGameReferee } from '../games/game-access.js';
import { lockGame } from '../games/lock-game.js';

/**
 * The game's referee marks the fair play (1-5) of players who had a place, after kick-off; sending
 * a mark again replaces it (docs/decisions/0037-referees.md).
 */
export async function rateFairPlay(
  db: Db,
  input: { actor: AuthUser; gameId: string; body: FairPlayInput; now?: Date },
): Promise<FairPlayResponse> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    if (!isGameReferee(input.actor, game)) throw new AppError('not_game_referee', 403);
    if (game.status === 'cancelled') throw new AppError('result_game_cancelled', 422);
    if (game.startsAt.getTime() > now.getTime()) throw new AppError('result_game_not_started', 422);
    const userIds = [...new Set(input.body.ratings.map((rating) => rating.user_id))];
    if (userIds.length !== input.body.ratings.length) throw new AppError('validation_failed', 400);
    const played = await tx
      .select({ userId: gameRegistrations.userId })
      .from(gameRegistrations)
      .where(
        and(
          eq(gameRegistrations.gameId, game.id),
          eq(gameRegistrations.status, 'confirmed'),
          inArray(gameRegistrations.userId, userIds),
        ),
      );
    if (played.length !== userIds.length) throw new AppError('result_players_mismatch', 422);
    await tx
      .insert(fairPlayRatings)
      .values(
        input.body.ratings.map((rating) => ({
          gameId: game.id,
          userId: rating.user_id,
          refereeId: input.actor.id,
          score: rating.score,
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [fairPlayRatings.gameId, fairPlayRatings.userId],
        set: { score: sql`excluded.score`, refereeId: input.actor.id, createdAt: now },
      });
    const rows = await tx
      .select({ user_id: fairPlayRatings.userId, score: fairPlayRatings.score })
      .from(fairPlayRatings)
      .where(eq(fairPlayRatings.gameId, game.id));
    return { ratings: rows };
  });
}
