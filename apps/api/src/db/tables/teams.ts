import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FormationAssignment,
  FormationSlotBody,
  GameFormat,
  InvitationStatus,
  JoinRequestStatus,
  TeamRole,
  TeamStatus,
  TeamType,
} from '@oyna/shared';
import { requiredRef, timestamps, timestamptz, uuidId } from './columns.js';
import { belongsToUser, users } from './users.js';
import { venues } from './venues.js';

/**
 * A standing team (docs/decisions/0022-teams-rules.md). `member_count` counts current members; it
 * changes only in the transaction that changes a membership, with the team's row locked, and the
 * CHECK below keeps it within `max_members`. A deleted team keeps its row (and its past matches).
 */
export const teams = pgTable(
  'teams',
  {
    id: uuidId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    homeVenueId: integer('home_venue_id').references(() => venues.id),
    minMembers: smallint('min_members').notNull(),
    maxMembers: smallint('max_members').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    autoAccept: boolean('auto_accept').notNull().default(false),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    type: text('type').$type<TeamType>().notNull().default('unofficial'),
    status: text('status').$type<TeamStatus>().notNull().default('active'),
    memberCount: smallint('member_count').notNull().default(0),
    /** Typed in to join at once; a secret of a private team. Rotated with the token. */
    joinCode: text('join_code').notNull(),
    /** The secret of the join link. */
    inviteToken: text('invite_token').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    deletedAt: timestamptz('deleted_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('teams_name_unique')
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('teams_join_code_unique').on(table.joinCode),
    uniqueIndex('teams_invite_token_unique').on(table.inviteToken),
    index('teams_created_at_idx').on(table.createdAt),
    check(
      'teams_member_bounds',
      sql`${table.minMembers} between 5 and 30 and ${table.maxMembers} between 5 and 30 and ${table.minMembers} <= ${table.maxMembers}`,
    ),
    check('teams_member_count_within_max', sql`${table.memberCount} between 0 and ${table.maxMembers}`),
    check('teams_type_valid', sql`${table.type} in ('official', 'unofficial')`),
    check('teams_status_valid', sql`${table.status} in ('active', 'inactive')`),
    check(
      'teams_colors_valid',
      sql`${table.primaryColor} ~ '^#[0-9a-f]{6}$' and ${table.secondaryColor} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
);

/**
 * One stint of a player in a team: a row from joining to leaving (`left_at`), so the history keeps
 * who was a member when. At most one current row per player and team, and one current captain.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuidId(),
    teamId: requiredRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    leftAt: timestamptz('left_at'),
    leftReason: text('left_reason').$type<'left' | 'removed' | 'team_deleted'>(),
  },
  (table) => [
    uniqueIndex('team_members_current_unique')
      .on(table.teamId, table.userId)
      .where(sql`${table.leftAt} is null`),
    uniqueIndex('team_members_one_captain')
      .on(table.teamId)
      .where(sql`${table.role} = 'captain' and ${table.leftAt} is null`),
    index('team_members_user_idx').on(table.userId),
    check('team_members_role_valid', sql`${table.role} in ('captain', 'vice_captain', 'member')`),
    check(
      'team_members_left_reason_valid',
      sql`(${table.leftAt} is null and ${table.leftReason} is null) or (${table.leftAt} is not null and ${table.leftReason} in ('left', 'removed', 'team_deleted'))`,
    ),
  ],
);

/** A team's invitation to a player; one pending per player and team. Expiry is `expires_at`. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuidId(),
    teamId: requiredRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    invitedBy: requiredRef('invited_by', () => users.id),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    message: text('message').notNull().default(''),
    expiresAt: timestamptz('expires_at').notNull(),
    respondedAt: timestamptz('responded_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_invitations_one_pending')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('team_invitations_user_idx').on(table.userId, table.status),
    index('team_invitations_team_idx').on(table.teamId, table.status),
    check(
      'team_invitations_status_valid',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'expired', 'cancelled')`,
    ),
  ],
);

/** A player's request to join a public team that does not admit at once; one pending per pair. */
export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: uuidId(),
    teamId: requiredRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
    message: text('message').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_join_requests_one_pending')
      .on(table.teamId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('team_join_requests_team_idx').on(table.teamId, table.status),
    index('team_join_requests_user_idx').on(table.userId),
    check(
      'team_join_requests_status_valid',
      sql`${table.status} in ('pending', 'approved', 'declined', 'cancelled')`,
    ),
  ],
);

/** A named formation: its slots (normalised coordinates and roles), who stands where, the bench. */
export const teamFormations = pgTable(
  'team_formations',
  {
    id: uuidId(),
    teamId: requiredRef('team_id', () => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').$type<GameFormat>().notNull(),
    presetId: text('preset_id'),
    slots: jsonb('slots').$type<FormationSlotBody[]>().notNull(),
    assignments: jsonb('assignments').$type<FormationAssignment[]>().notNull().default([]),
    bench: jsonb('bench').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    updatedBy: requiredRef('updated_by', () => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('team_formations_name_unique').on(table.teamId, sql`lower(${table.name})`),
    uniqueIndex('team_formations_one_default')
      .on(table.teamId)
      .where(sql`${table.isDefault}`),
    check(
      'team_formations_format_valid',
      sql`${table.format} in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')`,
    ),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
export type TeamJoinRequestRow = typeof teamJoinRequests.$inferSelect;
export type TeamFormationRow = typeof teamFormations.$inferSelect;
