import {
  type SquadPlayer,
  type TeamMatch,
  type TeamMatchPermissions,
  type TeamMatchStatus,
  type TeamRole,
  teamMatchResultOpen,
  teamRoleCan,
} from '@oyna/shared';
import { type SQL, and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import {
  type TeamMatchRow,
  type TeamRow,
  type VenueRow,
  teamMatchPlayers,
  teamMatches,
  teamMembers,
  teams,
  users,
  venues,
} from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readWindow, totalOverAll } from '../../lib/page-query.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { toTeamRef } from '../teams/team-response.js';
import { toGameVenue } from '../venues/venue-response.js';

const homeTeams = alias(teams, 'home_team');
const awayTeams = alias(teams, 'away_team');

export interface TeamMatchWithTeams {
  match: TeamMatchRow;
  home: TeamRow;
  away: TeamRow;
  venue: VenueRow;
}

/** The status players see: a challenge still unanswered at kick-off has expired. */
export function displayStatus(match: Pick<TeamMatchRow, 'status' | 'startsAt'>, now: Date): TeamMatchStatus {
  return match.status === 'proposed' && match.startsAt.getTime() <= now.getTime() ? 'expired' : match.status;
}

/** Team matches with both teams and the venue, in the order asked, and the total. */
export async function selectTeamMatches(
  db: DbExecutor,
  selection: { where?: SQL | undefined; orderBy: SQL[]; limit?: number; offset?: number },
): Promise<{ rows: TeamMatchWithTeams[]; total: number }> {
  const query = db
    .select({
      match: getTableColumns(teamMatches),
      home: getTableColumns(homeTeams),
      away: getTableColumns(awayTeams),
      venue: getTableColumns(venues),
      total: totalOverAll(),
    })
    .from(teamMatches)
    .innerJoin(homeTeams, eq(homeTeams.id, teamMatches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, teamMatches.awayTeamId))
    .innerJoin(venues, eq(venues.id, teamMatches.venueId))
    .where(selection.where)
    .orderBy(...selection.orderBy)
    .$dynamic();
  return readWindow(query, selection, ({ total: _total, ...row }) => row);
}

/** One team match with both teams and the venue; 404 `team_match_not_found` when there is none. */
export async function selectTeamMatch(db: DbExecutor, matchId: string): Promise<TeamMatchWithTeams> {
  const { rows } = await selectTeamMatches(db, { where: eq(teamMatches.id, matchId), orderBy: [], limit: 1 });
  const [row] = rows;
  if (!row) throw notFound('team_match_not_found');
  return row;
}

/** The actor's current role in each of these teams (absent: not a member). */
export async function rolesIn(
  db: DbExecutor,
  userId: string,
  teamIds: string[],
): Promise<Map<string, TeamRole>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.userId, userId), inArray(teamMembers.teamId, teamIds), isNull(teamMembers.leftAt)),
    );
  return new Map(rows.map((row) => [row.teamId, row.role]));
}

/** Who may do what with a match now; an admin acts as either captain (docs/product-rules.md#roles-and-access). */
export function matchPermissions(
  row: TeamMatchWithTeams,
  actor: AuthUser,
  roles: Map<string, TeamRole>,
  now: Date,
): TeamMatchPermissions {
  const { match } = row;
  const admin = actor.role === 'admin';
  const manages = (teamId: string) => admin || teamRoleCan(roles.get(teamId) ?? null, 'manageMatches');
  const home = manages(match.homeTeamId) && row.home.deletedAt === null;
  const away = manages(match.awayTeamId) && row.away.deletedAt === null;
  const started = match.startsAt.getTime() <= now.getTime();
  const squadOpen = match.status === 'accepted' || match.status === 'disputed';
  return {
    accept: away && match.status === 'proposed' && !started,
    decline: away && match.status === 'proposed' && !started,
    cancel: (home || away) && (match.status === 'proposed' || match.status === 'accepted') && !started,
    edit_home_squad: home && squadOpen,
    edit_away_squad: away && squadOpen,
    record_result:
      home &&
      teamMatchResultOpen(match, now) &&
      (['accepted', 'awaiting_confirmation', 'disputed'].includes(match.status) ||
        (admin && match.status === 'confirmed')),
    confirm: away && (match.status === 'awaiting_confirmation' || (admin && match.status === 'disputed')),
    dispute: away && !admin && match.status === 'awaiting_confirmation',
  };
}

/** Squads of these matches, each player with their goals and attendance once recorded. */
async function loadSquads(db: DbExecutor, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      teamMatchId: teamMatchPlayers.teamMatchId,
      side: teamMatchPlayers.side,
      goals: teamMatchPlayers.goals,
      attended: teamMatchPlayers.attended,
      ...playerIdentityColumns(users),
      primaryPosition: users.primaryPosition,
      profileVisibility: users.profileVisibility,
    })
    .from(teamMatchPlayers)
    .innerJoin(users, eq(users.id, teamMatchPlayers.userId))
    .where(inArray(teamMatchPlayers.teamMatchId, matchIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * Matches as the actor sees them. A squad is shown to members of both teams, admins, and anyone
 * when its team is public; a player's position follows their privacy setting for outsiders.
 */
export async function toTeamMatches(
  db: DbExecutor,
  rows: TeamMatchWithTeams[],
  actor: AuthUser,
  now: Date,
): Promise<TeamMatch[]> {
  const teamIds = [...new Set(rows.flatMap((row) => [row.match.homeTeamId, row.match.awayTeamId]))];
  const roles = await rolesIn(db, actor.id, teamIds);
  const squads = await loadSquads(
    db,
    rows.map((row) => row.match.id),
  );
  return rows.map((row) => {
    const { match, venue } = row;
    const insider = actor.role === 'admin' || roles.has(match.homeTeamId) || roles.has(match.awayTeamId);
    const squad = (side: 0 | 1, team: TeamRow): SquadPlayer[] =>
      insider || !team.isPrivate
        ? squads
            .filter((line) => line.teamMatchId === match.id && line.side === side)
            .map((line) => {
              // Both teams' members share their squads' details in the match (decision 22).
              const visible = playerForViewer(line, { user: actor, teammate: insider });
              return {
                ...playerIdentity(line),
                primary_position: shownIf(visible.lineup, line.primaryPosition),
                goals: visible.game ? line.goals : null,
                attended: line.attended,
              };
            })
        : [];
    return {
      id: match.id,
      home_team: toTeamRef(row.home),
      away_team: toTeamRef(row.away),
      venue: toGameVenue(venue),
      starts_at: match.startsAt.toISOString(),
      ends_at: new Date(match.startsAt.getTime() + match.durationMinutes * 60_000).toISOString(),
      duration_minutes: match.durationMinutes,
      format: match.format,
      message: match.message,
      status: displayStatus(match, now),
      cancel_reason: match.cancelReason ?? match.declineReason,
      cancelled_at: match.cancelledAt?.toISOString() ?? null,
      home_score: match.homeScore,
      away_score: match.awayScore,
      result_recorded_at: match.resultRecordedAt?.toISOString() ?? null,
      confirmed_at: match.confirmedAt?.toISOString() ?? null,
      dispute_reason: match.disputeReason,
      game_id: match.gameId,
      home_squad: squad(0, row.home),
      away_squad: squad(1, row.away),
      permissions: matchPermissions(row, actor, roles, now),
      created_at: match.createdAt.toISOString(),
    };
  });
}
