import type { TokenPair } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { authSessions, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashRefreshToken, newRefreshToken } from '../../lib/refresh-token.js';
import { revokeFamily } from './revoke-family.js';
import type { SessionContext } from './session-context.js';

export interface RefreshSessionOptions {
  refreshToken: string;
  context: SessionContext;
  /** Told when a rotated token came back: its family has just been revoked. */
  onReuse?: (details: { userId: string; sessionId: string }) => void;
}

type Outcome = { kind: 'rotated'; tokens: TokenPair } | { kind: 'refused' };

/**
 * Trades a refresh token for a new pair, once. The token's row is locked, marked rotated and
 * followed by the next token of the same family, in one transaction. A token that was already
 * rotated is a sign of theft (RFC 9700): the whole family is revoked, the thief's and the
 * user's tokens alike.
 */
export async function refreshSession(db: DbExecutor, options: RefreshSessionOptions): Promise<TokenPair> {
  const { context } = options;
  const now = context.now ?? new Date();

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [current] = await tx
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashRefreshToken(options.refreshToken)))
      .for('update');
    if (!current || current.revokedAt) return { kind: 'refused' };
    if (current.rotatedAt) {
      await revokeFamily(tx, { familyId: current.familyId, now });
      options.onReuse?.({ userId: current.userId, sessionId: current.familyId });
      return { kind: 'refused' };
    }
    if (current.familyExpiresAt <= now) {
      await revokeFamily(tx, { familyId: current.familyId, now });
      return { kind: 'refused' };
    }
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, current.userId));
    if (!user) return { kind: 'refused' };

    const next = newRefreshToken();
    await tx.update(authSessions).set({ rotatedAt: now }).where(eq(authSessions.id, current.id));
    await tx.insert(authSessions).values({
      userId: current.userId,
      familyId: current.familyId,
      tokenHash: hashRefreshToken(next),
      createdAt: now,
      familyExpiresAt: current.familyExpiresAt,
      userAgent: context.userAgent,
      ip: context.ip,
    });
    const accessToken = await context.accessTokens.sign(
      { userId: current.userId, role: user.role, sessionId: current.familyId },
      { now },
    );
    return { kind: 'rotated', tokens: { access_token: accessToken, refresh_token: next } };
  });

  // Thrown after the transaction, so that a revoked family stays revoked.
  if (outcome.kind === 'refused') throw new AppError('session_expired', 401);
  return outcome.tokens;
}
