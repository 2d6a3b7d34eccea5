import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryRef, timestamps, timestamptz, timestamptzNow } from './columns.js';
import { belongsToUser, users } from './users.js';

/**
 * A player's Strava connection: the tokens Strava issued, which never leave the server and are
 * never logged. One row per player; deleted on disconnect.
 */
export const stravaConnections = pgTable('strava_connections', {
  userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
  athleteId: bigint('athlete_id', { mode: 'number' }).notNull(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  /** When the access token stops working (Strava's `expires_at`). */
  expiresAt: timestamptz('expires_at').notNull(),
  scope: text('scope').notNull(),
  ...timestamps,
});

/**
 * A Strava authorization between the redirect and the callback: the single-use `state`, bound to
 * the player who asked for it, with the web app path to come back to.
 */
export const stravaAuthorizationStates = pgTable(
  'strava_authorization_states',
  {
    state: text('state').primaryKey(),
    userId: belongsToUser(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('strava_authorization_states_user_idx').on(table.userId),
    index('strava_authorization_states_expires_idx').on(table.expiresAt),
  ],
);

export type StravaConnectionRow = typeof stravaConnections.$inferSelect;
export type StravaAuthorizationStateRow = typeof stravaAuthorizationStates.$inferSelect;
