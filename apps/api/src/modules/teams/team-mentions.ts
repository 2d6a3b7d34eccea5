import type { TeamMention } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, teamMembers, teams, users } from '../../db/schema.js';

/** The team as a notification names it. */
export function teamMention(team: Pick<TeamRow, 'id' | 'name'>): TeamMention {
  return { team_id: team.id, team_name: team.name };
}

/** The current captain and vice-captains of a team: who hears about requests and matches. */
export async function teamManagerIds(tx: DbExecutor, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        inArray(teamMembers.role, ['captain', 'vice_captain']),
        isNull(teamMembers.leftAt),
      ),
    );
  return rows.map((row) => row.userId);
}

/** A player's name as a notification shows it ("First Last"). */
export async function playerName(tx: DbExecutor, userId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** A team's id and name, deleted or not (a notification about an old match still names it). */
export async function teamNamed(tx: DbExecutor, teamId: string): Promise<Pick<TeamRow, 'id' | 'name'>> {
  const [row] = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row ?? { id: teamId, name: '' };
}
