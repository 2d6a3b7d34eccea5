import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionMatchRow, competitionGoals } from '../../db/schema.js';
import type { GameHooks } from '../games/game-hooks.js';
import { lockGame } from '../games/lock-game.js';
import { clearMatchGameResult, writeMatchGameResult } from '../matches/match-game-result.js';
import { lineupsOf } from './competition-lineups.js';

/**
 * Writes a played match's result as its game's result (a tournament match is a match), in the
 * caller's transaction with the competition locked: the players of the result's line-ups become the
 * game's confirmed places (home side 0, away side 1), with their goals from the scorers, through the
 * shared step of a match between two teams (`writeMatchGameResult`: attendance, completion, the
 * result, ratings replayed from the kick-off, decision 13). Recording again replaces the places and
 * the result, so the match counts exactly once, for those who played only (docs/decisions/0040-competition-line-ups.md). A forfeit
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
    hooks: GameHooks;
  },
): Promise<void> {
  const { match, now } = input;
  if (!match.gameId || !match.homeTeamId || !match.awayTeamId) return;
  if (match.homeScore === null || match.awayScore === null) return;
  const game = await lockGame(tx, match.gameId, { origin: 'competition' });
  if (game.status === 'cancelled') return;
  if (match.forfeit) {
    await clearMatchGameResult(tx, { game, now, deferRatings: input.deferRatings === true });
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

  await writeMatchGameResult(tx, {
    game,
    scores: [match.homeScore, match.awayScore],
    players,
    recordedBy: input.recordedBy,
    now,
    deferRatings: input.deferRatings === true,
    hooks: input.hooks,
  });
}
