import { randomUUID } from 'node:crypto';
import type { TokenPair, UserRole } from '@oyna/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { authSessions, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { hashRefreshToken, newRefreshToken } from '../../lib/refresh-token.js';
import { cancelScheduledDeletion } from '../users/deletion/cancel-scheduled-deletion.js';
import type { SessionContext } from './session-context.js';

/** A session family lasts 30 days from sign-in, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Starts a new session family for a user who just proved who they are: its first token pair. Every
 * way of signing in ends here, so a blocked account is refused here once, with `account_blocked`, and
 * a deletion scheduled for the account is cancelled here (decision 91: signing in during the grace period).
 */
export async function startSession(
  db: DbExecutor,
  options: { userId: string; role: UserRole; context: SessionContext },
): Promise<TokenPair> {
  const { userId, role, context } = options;
  const now = context.now ?? new Date();
  const familyId = randomUUID();
  const refreshToken = newRefreshToken();
  const [account] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (account?.blockedAt) throw new AppError('account_blocked', 403);
  await cancelScheduledDeletion(db, { userId, now });

  // Families past their lifetime can never be used again; they go when their user signs in.
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), lt(authSessions.familyExpiresAt, now)));
  await db.insert(authSessions).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    createdAt: now,
    familyExpiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    userAgent: context.userAgent,
    ip: context.ip,
  });
  const accessToken = await context.accessTokens.sign({ userId, role, sessionId: familyId }, { now });
  return { access_token: accessToken, refresh_token: refreshToken };
}
