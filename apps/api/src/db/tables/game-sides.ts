import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { primaryRef, requiredRef, timestamps } from './columns.js';
import { games } from './games.js';
import { belongsToUser, users } from './users.js';

/**
 * The sides an organizer saved for a game: how they were made and how fair they are. The members
 * are in `game_side_members`; both are replaced together when the organizer saves again.
 */
export const gameSideSets = pgTable(
  'game_side_sets',
  {
    gameId: primaryRef('game_id', () => games.id, { onDelete: 'cascade' }),
    sideCount: smallint('side_count').notNull(),
    method: text('method').$type<'exact' | 'heuristic' | 'manual'>().notNull(),
    /** The heuristic's seed, to reproduce a 3-4 side split; null for exact and manual splits. */
    seed: integer('seed'),
    spread: smallint('spread').notNull(),
    optimal: boolean('optimal').notNull(),
    updatedBy: requiredRef('updated_by', () => users.id),
    ...timestamps,
  },
  (table) => [
    check('game_side_sets_side_count_range', sql`${table.sideCount} between 2 and 4`),
    check('game_side_sets_method_valid', sql`${table.method} in ('exact', 'heuristic', 'manual')`),
  ],
);

/** One player's place in a saved side; `locked` keeps them there when the rest are rebalanced. */
export const gameSideMembers = pgTable(
  'game_side_members',
  {
    gameId: requiredRef('game_id', () => gameSideSets.gameId, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    sideIndex: smallint('side_index').notNull(),
    locked: boolean('locked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_side_members_user_idx').on(table.userId),
    check('game_side_members_side_range', sql`${table.sideIndex} between 0 and 3`),
  ],
);

export type GameSideSetRow = typeof gameSideSets.$inferSelect;
export type GameSideMemberRow = typeof gameSideMembers.$inferSelect;
