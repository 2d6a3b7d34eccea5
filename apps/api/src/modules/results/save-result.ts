import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type GameRow,
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  games,
  playerOfMatchVotes,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertCanRecordResult } from '../games/game-access.js';
import type { GameHooks } from '../games/game-hooks.js';
import { lockGame } from '../games/lock-game.js';
import { type ResultInput, checkResult } from './check-result.js';
import { notifyResultRecorded } from './notify-result.js';
import { refreshPlayerOfMatch } from './refresh-player-of-match.js';
import { refreshRestrictions } from '../reliability/player-restrictions.js';

/**
 * Checks and writes a result inside the caller's transaction, with the game row locked: the result
 * (a correction when there is one already) and its lines, attendance on the roster, the game
 * completed, votes that no longer count dropped and the player of the match; the first recording
 * tells the players who attended that the vote is open. Ratings are the
 * caller's next step (`replayRatingsFrom` the game's kick-off). A refused result throws first.
 */
export async function saveResult(
  tx: DbExecutor,
  input: { actor: AuthUser; gameId: string; result: ResultInput; now: Date; hooks: GameHooks },
): Promise<GameRow> {
  const game = await lockGame(tx, input.gameId);
  assertCanRecordResult(input.actor, game);
  if (game.status === 'cancelled') throw new AppError('result_game_cancelled', 422);
  if (game.startsAt.getTime() > input.now.getTime()) throw new AppError('result_game_not_started', 422);
  await writeResult(tx, {
    game,
    recordedBy: input.actor.id,
    result: input.result,
    now: input.now,
    hooks: input.hooks,
  });
  return game;
}

/**
 * The writing half of `saveResult`, for a game the caller has locked and may record: checks the
 * result against the confirmed places, then writes it as described there. A team match's
 * confirmation records its game's result through here (docs/decisions/0022-teams-rules.md).
 */
export async function writeResult(
  tx: DbExecutor,
  input: { game: GameRow; recordedBy: string; result: ResultInput; now: Date; hooks: GameHooks },
): Promise<void> {
  const { game, result, now } = input;
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
  const noShows = result.players.filter((player) => !player.attended).map((player) => player.user_id);
  if (previous) {
    await tx
      .update(gameResults)
      .set({ ...fields, correctedAt: now, revision: previous.revision + 1 })
      .where(eq(gameResults.gameId, game.id));
    await tx.delete(gameResultPlayers).where(eq(gameResultPlayers.gameId, game.id));
  } else {
    // No votes exist before the first recording, so the pick is the player of the match.
    await tx.insert(gameResults).values({
      ...fields,
      gameId: game.id,
      playerOfMatchId: result.player_of_match_id,
      recordedBy: input.recordedBy,
      recordedAt: now,
      createdAt: now,
    });
    await notifyResultRecorded(tx, {
      game,
      attendees: result.players.filter((player) => player.attended).map((player) => player.user_id),
      recordedBy: input.recordedBy,
      now,
      hooks: input.hooks,
    });
  }
  await tx.insert(gameResultPlayers).values(
    result.players.map((player) => ({
      gameId: game.id,
      userId: player.user_id,
      sideIndex: player.side,
      goals: player.goals,
      attended: player.attended,
    })),
  );

  await tx
    .update(gameRegistrations)
    .set({
      attendance: noShows.length
        ? sql`case when ${inArray(gameRegistrations.userId, noShows)} then 'no_show' else 'attended' end`
        : 'attended',
      updatedAt: now,
    })
    .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.status, 'confirmed')));
  // A no-show costs the place (no refund) and counts towards the policy's restrictions (decision 36).
  for (const player of result.players) await refreshRestrictions(tx, player.user_id);
  await tx
    .update(games)
    .set({ status: 'completed', completedAt: game.completedAt ?? now, updatedAt: now })
    .where(eq(games.id, game.id));

  if (previous) {
    if (noShows.length > 0)
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
    await refreshPlayerOfMatch(tx, game.id, result.player_of_match_id);
  }
}
