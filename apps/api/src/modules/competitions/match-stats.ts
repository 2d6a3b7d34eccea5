import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type GameRow,
  competitionGoals,
  gameRegistrations,
  gameResults,
  games,
} from '../../db/schema.js';
import { lockGame } from '../games/lock-game.js';
import { notifyRatingChanges } from '../results/notify-result.js';
import { replayRatingsFrom } from '../results/replay-ratings.js';
import { writeResult } from '../results/save-result.js';
import { lineupsOf } from './competition-lineups.js';

/**
 * Writes a played match's result as its game's result (a tournament match is a match), in the
 * caller's transaction with the competition locked: the players of the result's line-ups become the
 * game's confirmed places (home side 0, away side 1), with their goals from the scorers, then the
 * results module writes attendance, completion and the result, and ratings are replayed from the
 * kick-off (decision 13). Recording again replaces the places and the result, so the match counts
 * exactly once, for those who played only (docs/decisions/0040-competition-line-ups.md). A forfeit
 * is not a played match: it counts in the table only (docs/decisions/0032-competitions.md).
 */
export async function feedMatchStats(
  tx: DbExecutor,
  input: {
    match: CompetitionMatchRow;
    recordedBy: string;
    now: Date;
    /** The seed records many results and replays ratings once at the end. */
    deferRatings?: boolean;
  },
): Promise<void> {
  const { match, now } = input;
  if (!match.gameId || !match.homeTeamId || !match.awayTeamId) return;
  if (match.homeScore === null || match.awayScore === null) return;
  const game = await lockGame(tx, match.gameId, { origin: 'competition' });
  if (game.status === 'cancelled') return;
  if (match.forfeit) {
    await clearGameResult(tx, { game, now, deferRatings: input.deferRatings === true });
    return;
  }
  const goals = await tx.select().from(competitionGoals).where(eq(competitionGoals.matchId, match.id));
  const goalsOf = (userId: string, teamId: string) =>
    goals.filter((goal) => goal.userId === userId && goal.teamId === teamId && !goal.ownGoal).length;
  const lineups = (await lineupsOf(tx, [match])).get(match.id) ?? { home: [], away: [] };
  const { home, away } = lineups;
  if (home.length === 0 || away.length === 0) return;
  const players = [
    ...home.map((userId) => ({
      user_id: userId,
      side: 0,
      goals: goalsOf(userId, match.homeTeamId as string),
    })),
    ...away.map((userId) => ({
      user_id: userId,
      side: 1,
      goals: goalsOf(userId, match.awayTeamId as string),
    })),
  ].map((player) => ({ ...player, attended: true }));

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
  const [placed] = await tx
    .update(games)
    .set({ placesTaken: players.length, updatedAt: now })
    .where(eq(games.id, game.id))
    .returning();
  if (!placed) throw new Error(`game ${game.id} vanished while locked`);
  await writeResult(tx, {
    game: placed,
    recordedBy: input.recordedBy,
    result: { scores: [match.homeScore, match.awayScore], players, player_of_match_id: null },
    now,
  });
  if (input.deferRatings) return;
  await replayRatingsFrom(tx, game.startsAt);
  await notifyRatingChanges(tx, { game: placed, recordedBy: input.recordedBy, now });
}

/**
 * A played result corrected into a forfeit: the match was not played after all, so its game loses
 * its result and places (the votes go with the result) and ratings are replayed from its kick-off
 * without it. Nothing happens when the game has no result.
 */
async function clearGameResult(
  tx: DbExecutor,
  input: { game: GameRow; now: Date; deferRatings: boolean },
): Promise<void> {
  const { game, now } = input;
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
  if (!input.deferRatings) await replayRatingsFrom(tx, game.startsAt);
}
