import type { TeamAchievements } from '@oyna/shared';
import { desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitions } from '../../db/schema.js';
import { findTeam } from '../teams/team-access.js';

/**
 * `GET /teams/{id}/achievements`: public; the finished competitions the team won or finished
 * second or third in, latest first, for the team's page.
 */
export async function teamAchievements(db: Db, options: { teamId: string }): Promise<TeamAchievements> {
  const team = await findTeam(db, options.teamId);
  const rows = await db
    .select()
    .from(competitions)
    .where(
      or(
        eq(competitions.winnerTeamId, team.id),
        eq(competitions.runnerUpTeamId, team.id),
        eq(competitions.thirdTeamId, team.id),
      ),
    )
    .orderBy(desc(competitions.finishedAt));
  return {
    items: rows.flatMap((row) => {
      if (row.status !== 'finished' || !row.finishedAt) return [];
      const place = row.winnerTeamId === team.id ? 1 : row.runnerUpTeamId === team.id ? 2 : 3;
      return [
        {
          competition_id: row.id,
          competition_name: row.name,
          kind: row.kind,
          place,
          finished_at: row.finishedAt.toISOString(),
        },
      ];
    }),
  };
}
