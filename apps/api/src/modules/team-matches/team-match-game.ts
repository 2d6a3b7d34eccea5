import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamMatchRow, type TeamRow, games, teamMatchPlayers } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { GameHooks } from '../games/game-hooks.js';
import { lockGame } from '../games/lock-game.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { insertMatchGame } from '../matches/match-game.js';
import { writeMatchGameResult } from '../matches/match-game-result.js';

/**
 * The game an accepted match plays as (decision 22): at the match's venue and time, never listed or
 * booked (`origin = 'team_match'`), organized by the home captain. It takes a pitch like any game,
 * so the venue must have one free (409 `venue_pitches_taken`). Returns its id.
 */
export async function createMatchGame(
  tx: DbExecutor,
  options: { match: TeamMatchRow; home: TeamRow; away: TeamRow; organizerId: string; now: Date },
): Promise<string> {
  const { match, home, away, now } = options;
  await assertVenueHasPitches(tx, {
    venueId: match.venueId,
    planned: [{ startsAt: match.startsAt, durationMinutes: match.durationMinutes }],
  });
  return insertMatchGame(
    tx,
    {
      venueId: match.venueId,
      organizerId: options.organizerId,
      title: `${home.name} – ${away.name}`,
      description: match.message,
      startsAt: match.startsAt,
      durationMinutes: match.durationMinutes,
      format: match.format,
      kind: 'regular',
      origin: 'team_match',
    },
    now,
  );
}

/**
 * Writes a match's recorded result as its game's result, in the caller's transaction with the
 * match locked: the squads become the game's places (side 0 home, 1 away) with their goals and
 * attendance, through the shared step of a match between two teams (`writeMatchGameResult`: the
 * result, ratings replayed from the kick-off). Doing it again (an admin's correction) replaces the
 * places and the result, so the match still counts exactly once.
 */
export async function writeMatchResult(
  tx: DbExecutor,
  options: { match: TeamMatchRow; recordedBy: string; now: Date; hooks: GameHooks },
): Promise<void> {
  const { match, now } = options;
  if (!match.gameId || match.homeScore === null || match.awayScore === null)
    throw new AppError('team_match_result_not_pending', 409);
  const game = await lockGame(tx, match.gameId, { origin: 'team_match' });
  const lines = await tx.select().from(teamMatchPlayers).where(eq(teamMatchPlayers.teamMatchId, match.id));
  await writeMatchGameResult(tx, {
    game,
    scores: [match.homeScore, match.awayScore],
    players: lines.map((line) => ({
      user_id: line.userId,
      side: line.side,
      goals: line.goals ?? 0,
      attended: line.attended ?? false,
    })),
    recordedBy: options.recordedBy,
    now,
    hooks: options.hooks,
  });
}

/** Cancels an accepted match's game, in the caller's transaction with the match locked. */
export async function cancelMatchGame(tx: DbExecutor, match: TeamMatchRow, now: Date): Promise<void> {
  if (!match.gameId) return;
  await lockGame(tx, match.gameId, { origin: 'team_match' });
  await tx
    .update(games)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(games.id, match.gameId), eq(games.origin, 'team_match')));
}
