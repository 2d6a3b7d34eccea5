import type { TeamCompetitionMatch } from '@oyna/shared';
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  competitionGoals,
  competitionMatchPlayers,
  competitionMatches,
  competitions,
  teams,
} from '../../db/schema.js';
import { toTeamRef } from '../teams/team-response.js';

/**
 * A team's counted competition results (a forfeit as its 3-0), its players' goals in them and who
 * played each (the stored line-ups: none for a forfeit), for the team's statistics beside its
 * team matches.
 */
export async function competitionResultsOf(
  db: DbExecutor,
  teamId: string,
): Promise<{
  matches: {
    id: string;
    startsAt: Date;
    homeTeamId: string;
    homeScore: number | null;
    awayScore: number | null;
  }[];
  ids: Set<string>;
  goals: Map<string, number>;
  /** The team's line-up of each match that has one: the player played it. */
  appearances: { matchId: string; userId: string }[];
}> {
  const rows = await db
    .select({
      id: competitionMatches.id,
      startsAt: competitionMatches.startsAt,
      homeTeamId: competitionMatches.homeTeamId,
      homeScore: competitionMatches.homeScore,
      awayScore: competitionMatches.awayScore,
    })
    .from(competitionMatches)
    .where(
      and(
        eq(competitionMatches.status, 'played'),
        or(eq(competitionMatches.homeTeamId, teamId), eq(competitionMatches.awayTeamId, teamId)),
      ),
    );
  const matches = rows.flatMap((row) =>
    row.startsAt && row.homeTeamId ? [{ ...row, startsAt: row.startsAt, homeTeamId: row.homeTeamId }] : [],
  );
  const ids = new Set(matches.map((match) => match.id));
  const goalRows = ids.size
    ? await db
        .select({ userId: competitionGoals.userId, goals: count() })
        .from(competitionGoals)
        .where(
          and(
            inArray(competitionGoals.matchId, [...ids]),
            eq(competitionGoals.teamId, teamId),
            eq(competitionGoals.ownGoal, false),
            isNotNull(competitionGoals.userId),
          ),
        )
        .groupBy(competitionGoals.userId)
    : [];
  const appearances = ids.size
    ? await db
        .select({ matchId: competitionMatchPlayers.matchId, userId: competitionMatchPlayers.userId })
        .from(competitionMatchPlayers)
        .where(
          and(inArray(competitionMatchPlayers.matchId, [...ids]), eq(competitionMatchPlayers.teamId, teamId)),
        )
    : [];
  return {
    matches,
    ids,
    appearances,
    goals: new Map(goalRows.flatMap((row) => (row.userId ? [[row.userId, row.goals]] : []))),
  };
}

/** The competition matches a team's history lists: the latest this many. */
const HISTORY_MATCHES_SHOWN = 100;

/**
 * A team's played competition matches for its history, latest first, with the competition's name:
 * the same matches its statistics count (`competitionResultsOf`).
 */
export async function competitionHistoryOf(db: DbExecutor, teamId: string): Promise<TeamCompetitionMatch[]> {
  const rows = await db
    .select({ match: competitionMatches, competitionName: competitions.name })
    .from(competitionMatches)
    .innerJoin(competitions, eq(competitions.id, competitionMatches.competitionId))
    .where(
      and(
        eq(competitionMatches.status, 'played'),
        or(eq(competitionMatches.homeTeamId, teamId), eq(competitionMatches.awayTeamId, teamId)),
      ),
    )
    .orderBy(desc(competitionMatches.startsAt), desc(competitionMatches.id))
    .limit(HISTORY_MATCHES_SHOWN);
  const ids = [...new Set(rows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]))].filter(
    (id): id is string => id !== null,
  );
  const teamRows = ids.length ? await db.select().from(teams).where(inArray(teams.id, ids)) : [];
  const refs = new Map(teamRows.map((row) => [row.id, toTeamRef(row)]));
  return rows.flatMap(({ match, competitionName }) => {
    const home = match.homeTeamId ? refs.get(match.homeTeamId) : undefined;
    const away = match.awayTeamId ? refs.get(match.awayTeamId) : undefined;
    if (!home || !away || !match.startsAt || match.homeScore === null || match.awayScore === null) return [];
    return [
      {
        id: match.id,
        competition_id: match.competitionId,
        competition_name: competitionName,
        home_team: home,
        away_team: away,
        starts_at: match.startsAt.toISOString(),
        home_score: match.homeScore,
        away_score: match.awayScore,
        forfeit: match.forfeit ?? null,
        penalties_winner: match.penaltiesWinner ?? null,
      },
    ];
  });
}
