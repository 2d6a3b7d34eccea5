import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, gameRegistrations, gameResults, games } from '../../db/schema.js';
import type { GameHooks } from '../games/game-hooks.js';
import { notifyRatingChanges } from '../results/notify-result.js';
import { replayRatingsFrom } from '../results/replay-ratings.js';
import { writeResult } from '../results/save-result.js';

/** One player of a match's game result: side 0 is the home team, 1 the away team. */
export interface MatchGamePlayer {
  user_id: string;
  side: number;
  goals: number;
  attended: boolean;
}

/**
 * Writes a counted match result as its game's result (a match between two teams plays as a game,
 * decisions 22 and 40), in the caller's transaction with the match and its game locked: the
 * players become the game's only confirmed places, the results module writes attendance,
 * completion and the result (`writeResult`), and ratings are replayed from the kick-off (decision
 * 13) with the changes told. Writing again (a correction) replaces the places and the result, so
 * the match counts exactly once. `deferRatings`: the seed replays ratings once after all results.
 */
export async function writeMatchGameResult(
  tx: DbExecutor,
  options: {
    game: GameRow;
    scores: [number, number];
    players: MatchGamePlayer[];
    recordedBy: string;
    now: Date;
    deferRatings?: boolean;
    hooks: GameHooks;
  },
): Promise<void> {
  const { game, players, now } = options;
  await tx.delete(gameRegistrations).where(eq(gameRegistrations.gameId, game.id));
  await tx.insert(gameRegistrations).values(
    players.map((player) => ({
      gameId: game.id,
      userId: player.user_id,
      status: 'confirmed' as const,
      paymentMethod: 'cash' as const,
      priceQepik: 0,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })),
  );
  // Open again for `writeResult`, which completes it (keeping when it was first completed).
  const [placed] = await tx
    .update(games)
    .set({ placesTaken: players.length, status: 'open', updatedAt: now })
    .where(eq(games.id, game.id))
    .returning();
  if (!placed) throw new Error(`game ${game.id} vanished while locked`);
  await writeResult(tx, {
    game: placed,
    recordedBy: options.recordedBy,
    result: { scores: [...options.scores], players, player_of_match_id: null },
    now,
    hooks: options.hooks,
  });
  if (options.deferRatings) return;
  await replayRatingsFrom(tx, game.startsAt);
  await notifyRatingChanges(tx, { game: placed, recordedBy: options.recordedBy, now });
}

/**
 * A counted result corrected into one that was not played (a forfeit): the game loses its result
 * and places (the votes go with the result) and ratings are replayed from its kick-off without it.
 * Nothing happens when the game has no result.
 */
export async function clearMatchGameResult(
  tx: DbExecutor,
  options: { game: GameRow; now: Date; deferRatings?: boolean },
): Promise<void> {
  const { game, now } = options;
  const removed = await tx
    .delete(gameResults)
    .where(eq(gameResults.gameId, game.id))
    .returning({ gameId: gameResults.gameId });
  if (removed.length === 0) return;
  await tx.delete(gameRegistrations).where(eq(gameRegistrations.gameId, game.id));
  await tx
    .update(games)
    .set({ placesTaken: 0, status: 'open', completedAt: null, updatedAt: now })
    .where(eq(games.id, game.id));
  if (!options.deferRatings) await replayRatingsFrom(tx, game.startsAt);
}
