import type { TeamRole } from '@oyna/shared';
import { type SQL, and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, type VenueRow, teamMembers, teams, users, venues } from '../../db/schema.js';
import { readWindow, totalOverAll } from '../../lib/page-query.js';
import { playerIdentityColumns } from '../users/player-identity.js';

const captainMember = alias(teamMembers, 'captain_member');
const captainUser = alias(users, 'captain_user');
const myMember = alias(teamMembers, 'my_member');

export interface TeamWithPeople {
  team: TeamRow;
  venue: VenueRow | null;
  captain: {
    id: string;
    firstName: string;
    lastName: string;
    photoUrl: string | null;
    profileVisibility: 'public' | 'private';
  };
  myRole: TeamRole | null;
}

export interface TeamSelection {
  where?: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
  /** Whose role to attach to each team; null for a visitor (no role anywhere). */
  viewerId: string | null;
}

/** Teams that are not deleted, with the home venue, the captain and the viewer's role, and the total. */
export async function selectTeams(
  db: DbExecutor,
  selection: TeamSelection,
): Promise<{ rows: TeamWithPeople[]; total: number }> {
  const query = db
    .select({
      team: getTableColumns(teams),
      venue: getTableColumns(venues),
      captain: {
        ...playerIdentityColumns(captainUser),
        profileVisibility: captainUser.profileVisibility,
      },
      myRole: myMember.role,
      total: totalOverAll(),
    })
    .from(teams)
    .innerJoin(
      captainMember,
      and(
        eq(captainMember.teamId, teams.id),
        eq(captainMember.role, 'captain'),
        isNull(captainMember.leftAt),
      ),
    )
    .innerJoin(captainUser, eq(captainUser.id, captainMember.userId))
    .leftJoin(venues, eq(venues.id, teams.homeVenueId))
    .leftJoin(
      myMember,
      and(
        eq(myMember.teamId, teams.id),
        selection.viewerId === null ? sql`false` : eq(myMember.userId, selection.viewerId),
        isNull(myMember.leftAt),
      ),
    )
    .where(and(isNull(teams.deletedAt), selection.where))
    .orderBy(...selection.orderBy)
    .$dynamic();
  return readWindow(query, selection, (row) => ({
    team: row.team,
    venue: row.venue?.id ? (row.venue as VenueRow) : null,
    captain: row.captain,
    myRole: row.myRole ?? null,
  }));
}

/** One team with its people, or null when it does not exist or is deleted. */
export async function selectTeam(
  db: DbExecutor,
  teamId: string,
  viewerId: string | null,
): Promise<TeamWithPeople | null> {
  const { rows } = await selectTeams(db, { where: eq(teams.id, teamId), orderBy: [], viewerId, limit: 1 });
  return rows[0] ?? null;
}
