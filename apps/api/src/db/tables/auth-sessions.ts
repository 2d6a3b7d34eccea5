import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, timestamptzNow, uuidId } from './columns.js';
import { belongsToUser } from './users.js';

/**
 * Refresh tokens, one row per token, stored only as SHA-256 hashes. The tokens issued one after
 * another from one sign-in form a family (`family_id`, the access token's `sid`): each refresh
 * marks its row rotated and adds the next; a rotated token used again revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuidId(),
    userId: belongsToUser(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptzNow('created_at'),
    /** The family's absolute end, fixed at sign-in and copied to every rotated token. */
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
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
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('oauth_login_states_expires_idx').on(table.expiresAt)],
);

export type AuthSessionRow = typeof authSessions.$inferSelect;
export type OauthLoginStateRow = typeof oauthLoginStates.$inferSelect;
