import type { GameResult } from '@oyna/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  games,
  playerOfMatchVotes,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { assertCanManage } from '../games/game-access.js';
import { lockGame } from '../games/lock-game.js';
import { type ResultInput, checkResult } from './check-result.js';
import { getGameResult } from './get-game-result.js';
import { refreshPlayerOfMatch } from './refresh-player-of-match.js';
import { replayRatingsFrom } from './replay-ratings.js';

/**
 * The organizer records a game's result, or corrects it by sending it again. In one transaction,
 * with the game locked: the result and its lines, attendance on the roster, the game completed,
 * votes that no longer count dropped, the player of the match and the ratings replayed from this
 * game on (decision 13). A refused result changes nothing.
 */
export async function recordResult(
  db: Db,
  input: { actor: AuthUser; gameId: string; result: ResultInput; now?: Date },
): Promise<GameResult> {
  const now = input.now ?? new Date();
  const { result } = input;
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.gameId);
    assertCanManage(input.actor, game);
    if (game.status === 'cancelled') throw new AppError('result_game_cancelled', 422);
    if (game.startsAt.getTime() > now.getTime()) throw new AppError('result_game_not_started', 422);
    const confirmed = await tx
      .select({ userId: gameRegistrations.userId })
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.status, 'confirmed')));
    checkResult(
      result,
      confirmed.map((row) => row.userId),
    );

    const [previous] = await tx
      .select({ revision: gameResults.revision })
      .from(gameResults)
      .where(eq(gameResults.gameId, game.id));
    const fields = { scores: result.scores, organizerPickId: result.player_of_match_id, updatedAt: now };
    if (previous)
      await tx
        .update(gameResults)
        .set({ ...fields, correctedAt: now, revision: previous.revision + 1 })
        .where(eq(gameResults.gameId, game.id));
    else
      await tx
        .insert(gameResults)
        .values({ ...fields, gameId: game.id, recordedBy: input.actor.id, recordedAt: now, createdAt: now });

    await tx.delete(gameResultPlayers).where(eq(gameResultPlayers.gameId, game.id));
    await tx.insert(gameResultPlayers).values(
      result.players.map((player) => ({
        gameId: game.id,
        userId: player.user_id,
        teamIndex: player.team,
        goals: player.goals,
        attended: player.attended,
      })),
    );

    const attended = result.players.filter((player) => player.attended).map((player) => player.user_id);
    const noShows = result.players.filter((player) => !player.attended).map((player) => player.user_id);
    const confirmedOf = (userIds: string[]) =>
      and(
        eq(gameRegistrations.gameId, game.id),
        eq(gameRegistrations.status, 'confirmed'),
        inArray(gameRegistrations.userId, userIds),
      );
    await tx
      .update(gameRegistrations)
      .set({ attendance: 'attended', updatedAt: now })
      .where(confirmedOf(attended));
    if (noShows.length > 0) {
      await tx
        .update(gameRegistrations)
        .set({ attendance: 'no_show', updatedAt: now })
        .where(confirmedOf(noShows));
      await tx
        .delete(playerOfMatchVotes)
        .where(
          and(
            eq(playerOfMatchVotes.gameId, game.id),
            or(
              inArray(playerOfMatchVotes.voterId, noShows),
              inArray(playerOfMatchVotes.candidateId, noShows),
            ),
          ),
        );
    }
    await tx
      .update(games)
      .set({ status: 'completed', completedAt: game.completedAt ?? now, updatedAt: now })
      .where(eq(games.id, game.id));

    await refreshPlayerOfMatch(tx, game.id, result.player_of_match_id);
    await replayRatingsFrom(tx, game.startsAt);
  });
  return getGameResult(db, { actor: input.actor, gameId: input.gameId, now });
}
