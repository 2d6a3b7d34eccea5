import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { authSessions } from '../../db/schema.js';
import type { AccessTokens } from '../../lib/access-token.js';
import { hashRefreshToken } from '../../lib/refresh-token.js';
import { revokeFamily } from './revoke-family.js';

export interface EndSessionOptions {
  /** The Bearer token, if any: its `sid` names the family. An expired but genuine one still counts. */
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  accessTokens: AccessTokens;
  now?: Date;
}

/**
 * Logout: revokes the session family named by the access token and the one holding the refresh
 * token. Only a genuine token names a family, so nobody can end another's session; anything
 * else is quietly ignored, as a logout must always succeed.
 */
export async function endSession(db: DbExecutor, options: EndSessionOptions): Promise<void> {
  const now = options.now ?? new Date();
  const families = new Set<string>();
  if (options.accessToken) {
    const claims = await options.accessTokens.verify(options.accessToken, { now, acceptExpired: true });
    if (claims) families.add(claims.sessionId);
  }
  if (options.refreshToken) {
    const [row] = await db
      .select({ familyId: authSessions.familyId })
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashRefreshToken(options.refreshToken)))
      .limit(1);
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) await revokeFamily(db, { familyId, now });
}
