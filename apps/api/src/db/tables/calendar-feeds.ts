import { primaryRef, timestamptzNow } from './columns.js';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A player's personal calendar feed (decision 78): the SHA-256 of the secret in its address, never
 * the secret itself. One feed a player; regenerating replaces the row, revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_unique').on(table.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
