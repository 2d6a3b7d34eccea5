import { and, count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { competitionGoals, competitionMatches } from '../../db/schema.js';

/**
 * A team's counted competition results (a forfeit as its 3-0) and its players' goals in them, for
 * the team's statistics beside its team matches.
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
  return {
    matches,
    ids,
    goals: new Map(goalRows.flatMap((row) => (row.userId ? [[row.userId, row.goals]] : []))),
  };
}
