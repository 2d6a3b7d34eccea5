import type { CompetitionMatch, RecordCompetitionResultInput } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type CompetitionMatchRow,
  type CompetitionRow,
  competitionCards,
  competitionGoals,
  competitionMatches,
} from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { mayRecordResult, recordedResultColumns } from '../matches/match-result-state.js';
import {
  captainOf,
  competitionResultPhase,
  findCompetition,
  lockCompetition,
  lockCompetitionMatch,
  memberIds,
  resultRecorder,
} from './competition-access.js';
import { FORFEIT_SCORE } from './forfeit.js';
import { loadMatches } from './competition-view.js';
import { advanceCompetition } from './advance-competition.js';
import type { GameHooks } from '../games/game-hooks.js';
import { feedMatchStats } from './match-stats.js';
import { type MatchSide, checkedLineups, saveLineups } from './competition-lineups.js';
import { notifyResultToConfirm } from './competition-notifications.js';

/** The match as its page shows it to this user. */
export async function matchView(
  db: DbExecutor,
  options: { actor: AuthUser | null; competition: CompetitionRow; matchId: string; now: Date },
): Promise<CompetitionMatch> {
  const matches = await loadMatches(db, options.competition, { actor: options.actor, now: options.now });
  const match = matches.find((candidate) => candidate.id === options.matchId);
  if (!match) throw notFound('competition_match_not_found');
  return match;
}

/** The result as stored: a forfeit is 3-0 to the other side; penalties only after a knockout draw. */
function checkedResult(match: CompetitionMatchRow, body: RecordCompetitionResultInput) {
  const forfeit = body.forfeit;
  const homeScore = forfeit ? (forfeit === 'home' ? 0 : FORFEIT_SCORE) : body.home_score;
  const awayScore = forfeit ? (forfeit === 'away' ? 0 : FORFEIT_SCORE) : body.away_score;
  const knockoutDraw = match.stage === 'knockout' && !forfeit && homeScore === awayScore;
  if (knockoutDraw && !body.penalties_winner) throw new AppError('competition_penalties_required', 422);
  const goals = forfeit ? [] : body.goals;
  if (goals.length > 0) {
    const home = goals.filter((goal) => goal.side === 'home').length;
    const away = goals.filter((goal) => goal.side === 'away').length;
    if (home !== homeScore || away !== awayScore) throw new AppError('competition_goals_mismatch', 422);
  }
  return {
    homeScore,
    awayScore,
    penaltiesWinner: knockoutDraw ? body.penalties_winner : null,
    forfeit,
    goals,
  };
}

/**
 * `POST /competitions/{id}/matches/{match_id}/result`: the organizer (or an admin) records or
 * corrects a result, which counts at once; the home captain may record it after kick-off, and it
 * waits for the away captain's confirmation. A played match names each team's line-up (who played,
 * decision 40); scorers must be in the line-up of the team they scored for (an own goal's scorer,
 * of the other team), booked players in their team's. Once it counts, the table and the bracket
 * move on (winners advance) and the match reaches statistics and ratings through its game, once,
 * for the players of the line-ups only.
 */
export async function recordResult(
  db: Db,
  options: {
    actor: AuthUser;
    competitionId: string;
    matchId: string;
    body: RecordCompetitionResultInput;
    now?: Date;
    /** For the seed: ratings are replayed once after all its results. */
    deferRatings?: boolean;
    hooks: GameHooks;
  },
): Promise<CompetitionMatch> {
  const now = options.now ?? new Date();
  const { actor, body } = options;
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    const match = await lockCompetitionMatch(tx, competition.id, options.matchId);
    const recorder = await resultRecorder(tx, actor, competition, match);
    const phase = competitionResultPhase(match.status);
    const manager = recorder === 'manager';
    // A captain records a result once; correcting a counted one is the organizer's.
    if (!recorder || (phase && !mayRecordResult(phase, manager ? 'manager' : 'captain')))
      throw new AppError('competition_organizer_only', 403);
    const open = competition.status === 'scheduled' || competition.status === 'in_progress';
    if (!open || !match.homeTeamId || !match.awayTeamId || !phase)
      throw new AppError('competition_match_not_ready', 409);
    const started = match.startsAt !== null && match.startsAt.getTime() <= now.getTime();
    if (!started && !(manager && body.forfeit)) throw new AppError('competition_match_not_started', 409);
    const result = checkedResult(match, body);

    const teams = { ...match, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId };
    const teamOf = (side: MatchSide) => (side === 'home' ? match.homeTeamId : match.awayTeamId) as string;
    const other = (side: MatchSide) => (side === 'home' ? 'away' : 'home');
    // A played match names who played; scorers and booked players are among them. A forfeit was
    // not played: no line-ups, and its cards (if any) go to members of the team.
    const lineups = result.forfeit ? null : await checkedLineups(tx, competition, teams, body.lineups);
    const players = lineups
      ? { home: new Set(lineups.home), away: new Set(lineups.away) }
      : {
          home: new Set(await memberIds(tx, match.homeTeamId)),
          away: new Set(await memberIds(tx, match.awayTeamId)),
        };
    const refused = lineups ? 'competition_scorer_not_in_lineup' : 'competition_scorer_not_member';
    for (const goal of result.goals) {
      const playerSide = goal.own_goal ? other(goal.side) : goal.side;
      if (goal.user_id !== null && !players[playerSide].has(goal.user_id)) throw new AppError(refused, 422);
    }
    for (const card of body.cards) {
      if (card.user_id !== null && !players[card.side].has(card.user_id)) throw new AppError(refused, 422);
    }

    const counts = manager;
    const [updated] = await tx
      .update(competitionMatches)
      .set({
        homeScore: result.homeScore,
        awayScore: result.awayScore,
        penaltiesWinner: result.penaltiesWinner,
        forfeit: result.forfeit,
        status: counts ? 'played' : 'awaiting_confirmation',
        ...recordedResultColumns({ actorId: actor.id, counts, now }),
      })
      .where(eq(competitionMatches.id, match.id))
      .returning();
    if (!updated) throw new Error(`match ${match.id} vanished while locked`);
    await tx.delete(competitionGoals).where(eq(competitionGoals.matchId, match.id));
    await tx.delete(competitionCards).where(eq(competitionCards.matchId, match.id));
    await saveLineups(tx, teams, lineups);
    if (result.goals.length > 0) {
      await tx.insert(competitionGoals).values(
        result.goals.map((goal) => ({
          matchId: match.id,
          competitionId: competition.id,
          teamId: teamOf(goal.side),
          userId: goal.user_id,
          minute: goal.minute,
          ownGoal: goal.own_goal,
        })),
      );
    }
    if (body.cards.length > 0) {
      await tx.insert(competitionCards).values(
        body.cards.map((card) => ({
          matchId: match.id,
          teamId: teamOf(card.side),
          userId: card.user_id,
          card: card.card,
        })),
      );
    }
    if (counts) {
      await feedMatchStats(tx, {
        match: updated,
        recordedBy: actor.id,
        now,
        hooks: options.hooks,
        ...(options.deferRatings ? { deferRatings: true } : {}),
      });
      await advanceCompetition(tx, competition, now);
    } else {
      const awayCaptainId = await captainOf(tx, match.awayTeamId);
      await notifyResultToConfirm(tx, { competition, match: updated, awayCaptainId, now });
    }
  });
  const competition = await findCompetition(db, options.competitionId);
  return matchView(db, { actor, competition, matchId: options.matchId, now });
}
