import type { CompetitionAwards } from '@oyna/shared';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type CompetitionRow,
  competitionGoals,
  competitionMatches,
  gameResultPlayers,
  gameResults,
  playerOfMatchVotes,
} from '../../db/schema.js';
import { findCompetition } from './competition-access.js';
import { playerRefs, teamRefs } from './competition-view.js';
import { listScorers, scorersGoals } from './list-scorers.js';

/** The best player's numbers, before names are looked up. */
export interface BestPlayerTally {
  userId: string;
  teamId: string;
  votes: number;
  awards: number;
  goals: number;
}

/**
 * The best player by votes (decision 32): over the games of the competition's played matches
 * (forfeits have no game result), the player with the most player-of-the-match votes; tied, the
 * most player-of-the-match awards (the results module's winner of each match's vote), then the most
 * goals in the competition, then the smaller user id, so the answer never depends on row order.
 * Null when no match has a vote or an award. The team is the one they played their latest match for.
 */
export async function bestPlayerTally(
  db: DbExecutor,
  competition: Pick<CompetitionRow, 'id'>,
): Promise<BestPlayerTally | null> {
  const matches = await db
    .select({
      gameId: competitionMatches.gameId,
      startsAt: competitionMatches.startsAt,
      homeTeamId: competitionMatches.homeTeamId,
      awayTeamId: competitionMatches.awayTeamId,
    })
    .from(competitionMatches)
    .where(
      and(
        eq(competitionMatches.competitionId, competition.id),
        eq(competitionMatches.status, 'played'),
        isNull(competitionMatches.forfeit),
        isNotNull(competitionMatches.gameId),
      ),
    );
  const gameIds = matches.flatMap((match) => (match.gameId ? [match.gameId] : []));
  if (gameIds.length === 0) return null;

  const votes = new Map<string, number>();
  const voteRows = await db
    .select({ candidateId: playerOfMatchVotes.candidateId, votes: count() })
    .from(playerOfMatchVotes)
    .where(inArray(playerOfMatchVotes.gameId, gameIds))
    .groupBy(playerOfMatchVotes.candidateId);
  for (const row of voteRows) votes.set(row.candidateId, Number(row.votes));
  const awards = new Map<string, number>();
  const awardRows = await db
    .select({ userId: gameResults.playerOfMatchId })
    .from(gameResults)
    .where(and(inArray(gameResults.gameId, gameIds), isNotNull(gameResults.playerOfMatchId)));
  for (const row of awardRows) if (row.userId) awards.set(row.userId, (awards.get(row.userId) ?? 0) + 1);
  const candidates = [...new Set([...votes.keys(), ...awards.keys()])];
  if (candidates.length === 0) return null;

  const goals = new Map<string, number>();
  const goalRows = await db
    .select({ userId: competitionGoals.userId, goals: count() })
    .from(competitionGoals)
    .innerJoin(competitionMatches, eq(competitionMatches.id, competitionGoals.matchId))
    .where(and(scorersGoals(competition.id), inArray(competitionGoals.userId, candidates)))
    .groupBy(competitionGoals.userId);
  for (const row of goalRows) if (row.userId) goals.set(row.userId, Number(row.goals));

  const tally = (userId: string) => ({
    votes: votes.get(userId) ?? 0,
    awards: awards.get(userId) ?? 0,
    goals: goals.get(userId) ?? 0,
  });
  const [best] = [...candidates].sort((a, b) => {
    const x = tally(a);
    const y = tally(b);
    return y.votes - x.votes || y.awards - x.awards || y.goals - x.goals || (a < b ? -1 : a > b ? 1 : 0);
  });
  if (!best) return null;

  const played = await db
    .select({ gameId: gameResultPlayers.gameId, sideIndex: gameResultPlayers.sideIndex })
    .from(gameResultPlayers)
    .where(and(eq(gameResultPlayers.userId, best), inArray(gameResultPlayers.gameId, gameIds)));
  const latest = played
    .flatMap((row) => {
      const match = matches.find((candidate) => candidate.gameId === row.gameId);
      const teamId = match ? (row.sideIndex === 0 ? match.homeTeamId : match.awayTeamId) : null;
      return match && teamId ? [{ teamId, at: match.startsAt?.getTime() ?? 0 }] : [];
    })
    .sort((a, b) => b.at - a.at)[0];
  if (!latest) return null;
  return { userId: best, teamId: latest.teamId, ...tally(best) };
}

/**
 * `GET /competitions/{id}/awards`: public; the podium (once decided), the top scorer(s) tied at
 * the first rank, and the best player by votes. `final` says whether the competition is finished.
 */
export async function competitionAwards(
  db: Db,
  options: { competitionId: string },
): Promise<CompetitionAwards> {
  const competition = await findCompetition(db, options.competitionId);
  const scorers = await listScorers(db, { competitionId: competition.id });
  const best = await bestPlayerTally(db, competition);
  const teams = await teamRefs(
    db,
    [competition.winnerTeamId, competition.runnerUpTeamId, competition.thirdTeamId, best?.teamId].flatMap(
      (id) => (id ? [id] : []),
    ),
  );
  const player = best ? (await playerRefs(db, [best.userId])).get(best.userId) : undefined;
  const team = best ? teams.get(best.teamId) : undefined;
  const teamOf = (id: string | null) => (id ? (teams.get(id) ?? null) : null);
  return {
    final: competition.status === 'finished',
    champion: teamOf(competition.winnerTeamId),
    runner_up: teamOf(competition.runnerUpTeamId),
    third: teamOf(competition.thirdTeamId),
    top_scorers: scorers.items.filter((item) => item.rank === 1 && item.goals > 0),
    best_player:
      best && player && team
        ? { player, team, votes: best.votes, player_of_match_awards: best.awards, goals: best.goals }
        : null,
  };
}
