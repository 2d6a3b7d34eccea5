import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionTeamRow, competitionTeams } from '../../db/schema.js';

/**
 * A team's registration in a competition, whatever its status, or undefined. `lock` takes its row
 * for the rest of the transaction (after the competition's row, see `lockCompetition`).
 */
export async function findRegistration(
  db: DbExecutor,
  { competitionId, teamId, lock = false }: { competitionId: string; teamId: string; lock?: boolean },
): Promise<CompetitionTeamRow | undefined> {
  const query = db
    .select()
    .from(competitionTeams)
    .where(and(eq(competitionTeams.competitionId, competitionId), eq(competitionTeams.teamId, teamId)));
  const [registration] = lock ? await query.for('update') : await query;
  return registration;
}

/** How many teams hold a place in the competition (accepted, or waiting for the organizer): `max_teams` caps it. */
export async function countPlacesTaken(db: DbExecutor, competitionId: string): Promise<number> {
  const [taken] = await db
    .select({ teams: count() })
    .from(competitionTeams)
    .where(
      and(
        eq(competitionTeams.competitionId, competitionId),
        inArray(competitionTeams.status, ['accepted', 'pending']),
      ),
    );
  return taken?.teams ?? 0;
}
