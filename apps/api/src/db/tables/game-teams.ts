import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { games } from './games.js';
import { users } from './users.js';

/**
 * The teams an organizer saved for a game: how they were made and how fair they are. The members
 * are in `game_team_members`; both are replaced together when the organizer saves again.
 */
export const gameTeamSets = pgTable(
  'game_team_sets',
  {
    gameId: uuid('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamCount: smallint('team_count').notNull(),
    method: text('method').$type<'exact' | 'heuristic' | 'manual'>().notNull(),
    /** The heuristic's seed, to reproduce a 3-4 team split; null for exact and manual splits. */
    seed: integer('seed'),
    spread: smallint('spread').notNull(),
    optimal: boolean('optimal').notNull(),
    updatedBy: uuid('updated_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [
    check('game_team_sets_team_count_range', sql`${table.teamCount} between 2 and 4`),
    check('game_team_sets_method_valid', sql`${table.method} in ('exact', 'heuristic', 'manual')`),
  ],
);

/** One player's place in a saved team; `locked` keeps them there when the rest are rebalanced. */
export const gameTeamMembers = pgTable(
  'game_team_members',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => gameTeamSets.gameId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamIndex: smallint('team_index').notNull(),
    locked: boolean('locked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_team_members_user_idx').on(table.userId),
    check('game_team_members_team_range', sql`${table.teamIndex} between 0 and 3`),
  ],
);

export type GameTeamSetRow = typeof gameTeamSets.$inferSelect;
export type GameTeamMemberRow = typeof gameTeamMembers.$inferSelect;
