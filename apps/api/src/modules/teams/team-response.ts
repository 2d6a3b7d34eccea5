import {
  type GameFormat,
  type TeamDetail,
  type TeamJoinMode,
  type TeamPermissions,
  type TeamRef,
  type TeamSummary,
  teamRoleCan,
} from '@oyna/shared';
import type { TeamRow } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer } from '../users/player-for-viewer.js';
import { playerIdentityFor } from '../users/player-identity.js';
import { toGameVenue } from '../venues/venue-response.js';
import { actingRole, membersVisible } from './team-access.js';
import type { TeamWithPeople } from './team-queries.js';

export function joinMode(team: Pick<TeamRow, 'isPrivate' | 'autoAccept'>): TeamJoinMode {
  if (team.isPrivate) return 'invitation_only';
  return team.autoAccept ? 'instant' : 'request';
}

/** What shows a team wherever it is named: its id, name, logo and colours. */
function teamBadge(team: TeamRow) {
  return {
    id: team.id,
    name: team.name,
    logo_url: team.logoUrl,
    primary_color: team.primaryColor,
    secondary_color: team.secondaryColor,
  };
}

export function toTeamRef(team: TeamRow): TeamRef {
  return { ...teamBadge(team), deleted: team.deletedAt !== null };
}

/** A team as lists show it; the captain named as `playerForViewer` lets the viewer (null: a visitor) see them. */
export function toTeamSummary(row: TeamWithPeople, viewer: AuthUser | null): TeamSummary {
  const { team, venue } = row;
  return {
    ...teamBadge(team),
    type: team.type,
    status: team.status,
    is_private: team.isPrivate,
    auto_accept: team.autoAccept,
    join_mode: joinMode(team),
    min_members: team.minMembers,
    max_members: team.maxMembers,
    member_count: team.memberCount,
    is_full: team.memberCount >= team.maxMembers,
    home_venue: venue ? toGameVenue(venue) : null,
    captain: playerIdentityFor(row.captain, playerForViewer(row.captain, { user: viewer })),
    my_role: row.myRole,
    created_at: team.createdAt.toISOString(),
  };
}

/** What the actor may do in the team now (decision 22's role table), for the web's buttons. */
export function teamPermissions(
  row: TeamWithPeople,
  actor: AuthUser | null,
  options: { invited: boolean },
): TeamPermissions {
  const { team, myRole } = row;
  const role = actor ? actingRole(actor, myRole) : null;
  const can = (permission: Parameters<typeof teamRoleCan>[1]) => teamRoleCan(role, permission);
  const open = team.status === 'active' && team.memberCount < team.maxMembers;
  return {
    edit: can('edit'),
    invite: can('invite'),
    approve_join_requests: can('approveJoinRequests'),
    remove_members: can('removeMembers'),
    set_roles: can('setRoles'),
    transfer_captaincy: can('transferCaptaincy'),
    delete: can('delete'),
    manage_formations: can('manageFormations'),
    manage_matches: can('manageMatches'),
    leave: myRole !== null && (myRole !== 'captain' || team.memberCount <= 1),
    // A visitor joins after signing in: the page shows that way in instead.
    join: actor !== null && myRole === null && open && (!team.isPrivate || options.invited),
  };
}

export interface TeamDetailExtras {
  myJoinRequest: { id: string; createdAt: Date } | null;
  myInvitation: { id: string; expiresAt: Date } | null;
  defaultFormationId: string | null;
  usualFormat: GameFormat | null;
}

export function toTeamDetail(
  row: TeamWithPeople,
  actor: AuthUser | null,
  extras: TeamDetailExtras,
): TeamDetail {
  const { team, myRole } = row;
  const permissions = teamPermissions(row, actor, { invited: extras.myInvitation !== null });
  const visible = membersVisible(team, actor, myRole);
  return {
    ...toTeamSummary(row, actor),
    description: team.description,
    permissions,
    join_code: permissions.invite ? team.joinCode : null,
    invite_token: permissions.invite ? team.inviteToken : null,
    my_join_request: extras.myJoinRequest
      ? { id: extras.myJoinRequest.id, created_at: extras.myJoinRequest.createdAt.toISOString() }
      : null,
    my_invitation: extras.myInvitation
      ? { id: extras.myInvitation.id, expires_at: extras.myInvitation.expiresAt.toISOString() }
      : null,
    members_visible: visible,
    default_formation_id: visible ? extras.defaultFormationId : null,
    usual_format: extras.usualFormat,
    updated_at: team.updatedAt.toISOString(),
  };
}
