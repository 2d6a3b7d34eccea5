import type { GameResult } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameResultPlayers, gameResults, playerOfMatchVotes } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { lockGame } from '../games/lock-game.js';
import { getGameResult } from './get-game-result.js';
import { refreshPlayerOfMatch } from './refresh-player-of-match.js';
import { isVoteOpen } from './vote-window.js';

/**
 * A player who attended votes once for another attendee as the player of the match, within 24 hours
 * of the result. The game row is locked, so votes and corrections of one game run one at a time and
 * the player of the match is recomputed from every vote; the (game, voter) key backs "once".
 */
export async function castVote(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string; candidateId: string; now?: Date },
): Promise<GameResult> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    // Attendees of a team match vote too: a team match is a match (decision 22).
    const game = await lockGame(tx, input.gameId, { origin: 'any' });
    const [result] = await tx.select().from(gameResults).where(eq(gameResults.gameId, game.id));
    if (!result) throw notFound('result_not_recorded');
    const lines = await tx
      .select({ userId: gameResultPlayers.userId, attended: gameResultPlayers.attended })
      .from(gameResultPlayers)
      .where(eq(gameResultPlayers.gameId, game.id));
    const attended = (userId: string) => lines.some((line) => line.userId === userId && line.attended);

    if (!attended(input.actor.id)) throw new AppError('vote_not_attended', 403);
    if (!isVoteOpen(result.recordedAt, now)) throw new AppError('vote_closed', 422);
    if (input.candidateId === input.actor.id) throw new AppError('vote_for_self', 422);
    if (!attended(input.candidateId)) throw new AppError('vote_candidate_invalid', 422);

    const inserted = await tx
      .insert(playerOfMatchVotes)
      .values({ gameId: game.id, voterId: input.actor.id, candidateId: input.candidateId, createdAt: now })
      .onConflictDoNothing()
      .returning({ voterId: playerOfMatchVotes.voterId });
    if (inserted.length === 0) throw new AppError('vote_already_cast', 409);
    await refreshPlayerOfMatch(tx, game.id, result.organizerPickId);
  });
  return getGameResult(db, { actor: input.actor, gameId: input.gameId, now });
}
