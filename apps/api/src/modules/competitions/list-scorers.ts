import type { CompetitionScorers } from '@oyna/shared';
import { type SQL, and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionGoals, competitionMatches } from '../../db/schema.js';
import { findCompetition } from './competition-access.js';
import { playerRefs, teamRefs } from './competition-view.js';

const TOP_SCORERS = 50;

/**
 * The goals of a competition that count for their scorer: no own goals, and only in matches whose
 * result counts. The query joins `competition_matches` on the goal's match.
 */
export function scorersGoals(competitionId: string): SQL | undefined {
  return and(
    eq(competitionGoals.competitionId, competitionId),
    eq(competitionGoals.ownGoal, false),
    eq(competitionMatches.status, 'played'),
  );
}

/**
 * `GET /competitions/{id}/scorers`: public; the top scorers of the results that count (own goals
 * and unknown scorers left out), ranked with ties sharing a rank.
 */
export async function listScorers(db: Db, options: { competitionId: string }): Promise<CompetitionScorers> {
  const competition = await findCompetition(db, options.competitionId);
  const rows = await db
    .select({ userId: competitionGoals.userId, teamId: competitionGoals.teamId, goals: count() })
    .from(competitionGoals)
    .innerJoin(competitionMatches, eq(competitionMatches.id, competitionGoals.matchId))
    .where(and(scorersGoals(competition.id), isNotNull(competitionGoals.userId)))
    .groupBy(competitionGoals.userId, competitionGoals.teamId)
    .orderBy(desc(count()), competitionGoals.userId)
    .limit(TOP_SCORERS);
  const players = await playerRefs(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const teams = await teamRefs(
    db,
    rows.map((row) => row.teamId),
  );
  let rank = 0;
  let previous = -1;
  return {
    items: rows.flatMap((row, index) => {
      const player = row.userId ? players.get(row.userId) : undefined;
      const team = teams.get(row.teamId);
      if (!player || !team) return [];
      if (row.goals !== previous) rank = index + 1;
      previous = row.goals;
      return [{ rank, player, team, goals: row.goals }];
    }),
  };
}
