import { type GameResult, sideOutcome } from '@oyna/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  competitionMatches,
  gameResultPlayers,
  gameResults,
  games,
  playerOfMatchVotes,
  ratingHistory,
  teams,
  users,
} from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { canManage, isGameReferee } from '../games/game-access.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { playerIdentity } from '../users/player-identity.js';
import { isVoteOpen, voteClosesAt } from './vote-window.js';

/** A game's recorded result as the signed-in user sees it: lines, ratings, votes and what they may do. */
export async function getGameResult(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string; now?: Date },
): Promise<GameResult> {
  const now = input.now ?? new Date();
  const [game] = await db
    .select({
      id: games.id,
      organizerId: games.organizerId,
      origin: games.origin,
      hasReferee: games.hasReferee,
      refereeId: games.refereeId,
    })
    .from(games)
    .where(eq(games.id, input.gameId));
  if (!game) throw notFound('game_not_found');
  const [result] = await db.select().from(gameResults).where(eq(gameResults.gameId, game.id));
  if (!result) throw notFound('result_not_recorded');

  const lines = await db
    .select({ line: gameResultPlayers, user: users, history: ratingHistory })
    .from(gameResultPlayers)
    .innerJoin(users, eq(users.id, gameResultPlayers.userId))
    .leftJoin(
      ratingHistory,
      and(
        eq(ratingHistory.userId, gameResultPlayers.userId),
        eq(ratingHistory.gameId, gameResultPlayers.gameId),
      ),
    )
    .where(eq(gameResultPlayers.gameId, game.id))
    .orderBy(
      asc(gameResultPlayers.sideIndex),
      desc(gameResultPlayers.goals),
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
  const tally = await db
    .select({ candidateId: playerOfMatchVotes.candidateId, votes: count() })
    .from(playerOfMatchVotes)
    .where(eq(playerOfMatchVotes.gameId, game.id))
    .groupBy(playerOfMatchVotes.candidateId);
  const votesFor = new Map(tally.map((row) => [row.candidateId, Number(row.votes)]));
  const [myVote] = await db
    .select({ candidateId: playerOfMatchVotes.candidateId })
    .from(playerOfMatchVotes)
    .where(and(eq(playerOfMatchVotes.gameId, game.id), eq(playerOfMatchVotes.voterId, input.actor.id)));

  const open = isVoteOpen(result.recordedAt, now);
  const iAttended = lines.some(({ line }) => line.userId === input.actor.id && line.attended);
  const organizes = canManage(input.actor, game);
  const sideNames = game.origin === 'competition' ? await competitionSideNames(db, game.id) : null;
  const winner = result.scores.findIndex((_, side) => sideOutcome(result.scores, side) === 'win');
  return {
    game_id: game.id,
    scores: result.scores,
    winner_side: winner === -1 ? null : winner,
    side_names: sideNames,
    players: lines.map(({ line, user, history }) => {
      const visible = playerForViewer(user, { user: input.actor, organizesGame: organizes });
      return {
        ...playerIdentity(user),
        side: line.sideIndex,
        goals: shownIf(visible.game, line.goals),
        attended: line.attended,
        rating_after: visible.rating ? (history?.rating ?? null) : null,
        rating_delta: visible.rating ? (history?.delta ?? null) : null,
        votes: votesFor.get(user.id) ?? 0,
      };
    }),
    player_of_match_id: result.playerOfMatchId,
    recorded_at: result.recordedAt.toISOString(),
    corrected_at: result.correctedAt?.toISOString() ?? null,
    vote: {
      closes_at: voteClosesAt(result.recordedAt).toISOString(),
      open,
      can_vote: open && iAttended && !myVote,
      my_vote_id: myVote?.candidateId ?? null,
      total_votes: tally.reduce((sum, row) => sum + Number(row.votes), 0),
    },
    // The game's referee records and corrects the result as its organizer does.
    can_manage: organizes || isGameReferee(input.actor, game),
  };
}

/** A competition match's teams (home side 0, away side 1, as `feedMatchStats` writes them). */
async function competitionSideNames(db: DbExecutor, gameId: string): Promise<string[] | null> {
  const [match] = await db
    .select({ home: competitionMatches.homeTeamId, away: competitionMatches.awayTeamId })
    .from(competitionMatches)
    .where(eq(competitionMatches.gameId, gameId));
  if (!match?.home || !match.away) return null;
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [match.home, match.away]));
  const name = new Map(rows.map((row) => [row.id, row.name]));
  const home = name.get(match.home);
  const away = name.get(match.away);
  return home && away ? [home, away] : null;
}
