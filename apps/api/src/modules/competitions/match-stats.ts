import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionMatchRow, competitionGoals, gameRegistrations, games } from '../../db/schema.js';
import { lockGame } from '../games/lock-game.js';
import { notifyRatingChanges } from '../results/notify-result.js';
import { replayRatingsFrom } from '../results/replay-ratings.js';
import { writeResult } from '../results/save-result.js';
import { memberIds } from './competition-access.js';

/** A game holds at most 50 places: 25 players a side, scorers first. */
const PLAYERS_PER_SIDE = 25;

/**
 * Writes a played match's result as its game's result (a tournament match is a match), in the
 * caller's transaction with the competition locked: the two teams' current members become the
 * game's confirmed places (home side 0, away side 1; a player of both teams plays for home), with
 * their goals from the scorers, then the results module writes attendance, completion and the
 * result, and ratings are replayed from the kick-off (decision 13). Recording again replaces the
 * places and the result, so the match counts exactly once. A forfeit is not a played match: it
 * counts in the table only (docs/decisions/0032-competitions.md).
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
  if (!match.gameId || match.forfeit || !match.homeTeamId || !match.awayTeamId) return;
  if (match.homeScore === null || match.awayScore === null) return;
  const game = await lockGame(tx, match.gameId, { origin: 'competition' });
  if (game.status === 'cancelled') return;
  const goals = await tx.select().from(competitionGoals).where(eq(competitionGoals.matchId, match.id));
  const goalsOf = (userId: string, teamId: string) =>
    goals.filter((goal) => goal.userId === userId && goal.teamId === teamId && !goal.ownGoal).length;
  const scorersFirst = (ids: string[], teamId: string) =>
    [...ids].sort((a, b) => goalsOf(b, teamId) - goalsOf(a, teamId)).slice(0, PLAYERS_PER_SIDE);
  const home = scorersFirst(await memberIds(tx, match.homeTeamId), match.homeTeamId);
  const taken = new Set(home);
  const away = scorersFirst(
    (await memberIds(tx, match.awayTeamId)).filter((id) => !taken.has(id)),
    match.awayTeamId,
  );
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
