/**
 * Rules of the standing teams (Komandalar, docs/product-rules.md#teams), their invitations, join requests, formations
 * and team matches. The reasons are in docs/decisions/0022-teams-rules.md.
 */

/** What `min_members` and `max_members` may be set to; `min_members <= max_members` too. */
export const TEAM_MEMBERS = { min: 5, max: 30 } as const;
/** A new team's bounds when the captain does not choose. */
export const TEAM_MEMBERS_DEFAULT = { min: 7, max: 20 } as const;

export const TEAM_ROLES = ['captain', 'vice_captain', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** A team has at most this many vice-captains. */
export const MAX_VICE_CAPTAINS = 3;

export const TEAM_TYPES = ['official', 'unofficial'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const TEAM_STATUSES = ['active', 'inactive'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const TEAM_NAME_LENGTH = { min: 2, max: 40 } as const;
export const TEAM_DESCRIPTION_MAX_LENGTH = 500;
/** `#1a2b3c`: a colour as the web's colour picker gives it (stored in lower case). */
export const TEAM_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const TEAM_DEFAULT_COLORS = { primary: '#1b5e20', secondary: '#ffffff' } as const;

/** A player belongs to at most this many teams at once (captaincies included). */
export const MAX_TEAMS_PER_PLAYER = 10;

/** Join codes: 8 characters a player can read out and type (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
/** A join link's secret token: 32 random bytes in base64url. */
export const INVITE_TOKEN_LENGTH = 43;

/** An invitation not answered within this many days expires. */
export const INVITATION_EXPIRY_DAYS = 7;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A short note with an invitation, a join request, a challenge or a dispute. */
export const TEAM_MESSAGE_MAX_LENGTH = 300;

/** Named formations a team may keep. */
export const MAX_FORMATIONS_PER_TEAM = 20;
export const FORMATION_NAME_MAX_LENGTH = 40;

/**
 * A team match moves `proposed` -> `accepted` | `declined` | `cancelled`; after kick-off the home
 * captain records the result (`awaiting_confirmation`), the away captain confirms it (`confirmed`,
 * the only status that counts) or disputes it (`disputed`, waiting for a new record or an admin).
 * `expired` is never stored: a challenge still `proposed` at kick-off is shown as expired.
 */
export const TEAM_MATCH_STATUSES = [
  'proposed',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'awaiting_confirmation',
  'disputed',
  'confirmed',
] as const;
export type TeamMatchStatus = (typeof TEAM_MATCH_STATUSES)[number];
export type StoredTeamMatchStatus = Exclude<TeamMatchStatus, 'expired'>;

/** At most this many players of one team in one match's squad (11 and a full bench, and more). */
export const MAX_SQUAD_SIZE = 25;
/** A challenge is for a kick-off at most this many days ahead. */
export const TEAM_MATCH_MAX_DAYS_AHEAD = 180;
export const TEAM_MATCH_DURATION_MINUTES = { min: 30, max: 240, default: 90 } as const;
/** The form guide shows this many latest results. */
export const TEAM_FORM_LENGTH = 5;

/** The member bounds a team may have with `memberCount` members; null when they are fine. */
export function teamBoundsProblem(bounds: {
  minMembers: number;
  maxMembers: number;
  memberCount: number;
}): 'team_member_bounds' | 'team_max_below_count' | null {
  const { minMembers, maxMembers, memberCount } = bounds;
  const inRange = (value: number) =>
    Number.isInteger(value) && value >= TEAM_MEMBERS.min && value <= TEAM_MEMBERS.max;
  if (!inRange(minMembers) || !inRange(maxMembers) || minMembers > maxMembers) return 'team_member_bounds';
  if (maxMembers < memberCount) return 'team_max_below_count';
  return null;
}

/** Who may do what in a team: every rule of decision 22 that depends on a role. */
export const TEAM_PERMISSIONS = {
  /** Change the team's details, status, logo and secret link. */
  edit: ['captain'],
  invite: ['captain', 'vice_captain'],
  approveJoinRequests: ['captain', 'vice_captain'],
  removeMembers: ['captain'],
  setRoles: ['captain'],
  transferCaptaincy: ['captain'],
  delete: ['captain'],
  manageFormations: ['captain', 'vice_captain'],
  /** Challenge, answer, cancel, pick the squad, record, confirm or dispute a result. */
  manageMatches: ['captain'],
  /** Add, change or end a weekly slot and pick a date's squad (decision 80). */
  manageSlots: ['captain', 'vice_captain'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

/** True when a member with this role (null: not a member) may act. */
export function teamRoleCan(role: TeamRole | null, permission: TeamPermission): boolean {
  return role !== null && (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}

const MINUTE_MS = 60_000;

/**
 * When a team match's result may be recorded: once it has been played, at kick-off plus its
 * duration (docs/product-rules.md#team-matches). Before then the score is not known.
 */
export function teamMatchResultOpensAt(match: { startsAt: Date; durationMinutes: number }): Date {
  return new Date(match.startsAt.getTime() + match.durationMinutes * MINUTE_MS);
}

/** True from the moment the match's result may be recorded (`teamMatchResultOpensAt`), inclusive. */
export function teamMatchResultOpen(match: { startsAt: Date; durationMinutes: number }, now: Date): boolean {
  return now.getTime() >= teamMatchResultOpensAt(match).getTime();
}

/** A team's result in one match: W, D or L from its own goals against the other's. */
export function teamMatchOutcome(goalsFor: number, goalsAgainst: number): 'win' | 'draw' | 'loss' {
  if (goalsFor > goalsAgainst) return 'win';
  return goalsFor === goalsAgainst ? 'draw' : 'loss';
}
