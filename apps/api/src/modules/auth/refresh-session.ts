import type { TokenPair } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type AuthSessionRow, authSessions, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashRefreshToken, successorRefreshToken } from '../../lib/refresh-token.js';
import { revokeFamily } from './revoke-family.js';
import type { SessionContext } from './session-context.js';

/**
 * How long a just-rotated refresh token may come back and get the same new token instead of being
 * taken as stolen: two tabs (or a retry after a lost answer) refreshing at once (decision record 0003).
 */
export const REFRESH_GRACE_SECONDS = 30;

export interface RefreshSessionOptions {
  refreshToken: string;
  context: SessionContext;
  /** The server key the next token is derived with (see `successorRefreshToken`). */
  successorKey: string;
  /** Told when a rotated token came back after the grace window: its family has just been revoked. */
  onReuse?: (details: { userId: string; sessionId: string }) => void;
}

type Outcome = { kind: 'rotated'; tokens: TokenPair } | { kind: 'refused' };

/**
 * Trades a refresh token for a new pair. The token's row is locked, marked rotated and followed by
 * the next token of the same family, in one transaction. The same token sent again within
 * REFRESH_GRACE_SECONDS of its rotation answers that same next token (with a fresh access token);
 * later it is a sign of theft (RFC 9700): the whole family is revoked, the thief's and the user's
 * tokens alike.
 */
export async function refreshSession(db: DbExecutor, options: RefreshSessionOptions): Promise<TokenPair> {
  const { context } = options;
  const now = context.now ?? new Date();
  const next = successorRefreshToken(options.successorKey, options.refreshToken);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [current] = await tx
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashRefreshToken(options.refreshToken)))
      .for('update');
    if (!current || current.revokedAt) return { kind: 'refused' };
    if (current.familyExpiresAt <= now) {
      await revokeFamily(tx, { familyId: current.familyId, now });
      return { kind: 'refused' };
    }
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, current.userId));
    if (!user) return { kind: 'refused' };
    const pair = async (): Promise<Outcome> => {
      const accessToken = await context.accessTokens.sign(
        { userId: current.userId, role: user.role, sessionId: current.familyId },
        { now },
      );
      return { kind: 'rotated', tokens: { access_token: accessToken, refresh_token: next } };
    };

    if (current.rotatedAt) {
      if (withinGrace(current, now) && (await successorIsLive(tx, current, next))) return pair();
      await revokeFamily(tx, { familyId: current.familyId, now });
      options.onReuse?.({ userId: current.userId, sessionId: current.familyId });
      return { kind: 'refused' };
    }

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
    return pair();
  });

  // Thrown after the transaction, so that a revoked family stays revoked.
  if (outcome.kind === 'refused') throw new AppError('session_expired', 401);
  return outcome.tokens;
}

function withinGrace(row: AuthSessionRow, now: Date): boolean {
  return row.rotatedAt !== null && now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
}

/** The token this one was rotated into is still of the same family and not revoked. */
async function successorIsLive(tx: DbExecutor, current: AuthSessionRow, next: string): Promise<boolean> {
  const [row] = await tx
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(
      and(eq(authSessions.tokenHash, hashRefreshToken(next)), eq(authSessions.familyId, current.familyId)),
    );
  return row !== undefined && row.revokedAt === null;
}
