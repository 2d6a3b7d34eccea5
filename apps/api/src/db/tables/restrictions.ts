import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RestrictionKind } from '@oyna/shared';
import { requiredRef, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { games } from './games.js';
import { belongsToUser, users } from './users.js';

/**
 * A restriction the no-show policy put on a player (docs/decisions/0036-no-show-policy.md): kept
 * so an admin can list and lift it. Rows are written when a no-show or a late cancellation is
 * recorded; a lifted row stays, with who lifted it and why.
 */
export const playerRestrictions = pgTable(
  'player_restrictions',
  {
    id: uuidId(),
    userId: belongsToUser(),
    kind: text('kind').$type<RestrictionKind>().notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** Weighted no-shows in the window when it started (a late cancellation counts a half). */
    weight: numeric('weight', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    liftedAt: timestamptz('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('player_restrictions_unique').on(table.userId, table.kind, table.startsAt),
    index('player_restrictions_ends_idx').on(table.endsAt),
    check('player_restrictions_kind_valid', sql`${table.kind} in ('wallet_only', 'booking_blocked')`),
  ],
);

export type PlayerRestrictionRow = typeof playerRestrictions.$inferSelect;

/** A referee's fair-play mark (1-5) for a player of a game they refereed, one per player and game. */
export const fairPlayRatings = pgTable(
  'fair_play_ratings',
  {
    gameId: requiredRef('game_id', () => games.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    refereeId: uuid('referee_id').references(() => users.id, { onDelete: 'set null' }),
    score: smallint('score').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    uniqueIndex('fair_play_ratings_unique').on(table.gameId, table.userId),
    index('fair_play_ratings_user_idx').on(table.userId),
    check('fair_play_ratings_score_range', sql`${table.score} between 1 and 5`),
  ],
);
