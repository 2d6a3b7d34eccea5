import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Refresh tokens, one row per token, stored only as SHA-256 hashes. The tokens issued one after
 * another from one sign-in form a family (`family_id`, the access token's `sid`): each refresh
 * marks its row rotated and adds the next; a rotated token used again revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family's absolute end, fixed at sign-in and copied to every rotated token. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('auth_sessions_token_hash_unique').on(table.tokenHash),
    index('auth_sessions_family_idx').on(table.familyId),
    index('auth_sessions_user_idx').on(table.userId),
  ],
);

/**
 * A sign-in with an OpenID Connect provider between the redirect and the callback: the secrets
 * of the request (nonce, PKCE verifier) are kept here, keyed by `state`, and used once.
 */
export const oauthLoginStates = pgTable(
  'oauth_login_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_login_states_expires_idx').on(table.expiresAt)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type OauthLoginStateRow = typeof oauthLoginStates.$inferSelect;
