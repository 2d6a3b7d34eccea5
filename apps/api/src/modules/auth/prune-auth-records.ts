import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { accountTokens, authSessions, oauthLoginStates, phoneCodes } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/** How long a sign-in's records stay after they stop working (docs/decisions/0086-retention.md). */
export const AUTH_RETENTION_DAYS = {
  /** A refresh token's row after its family expired or was revoked: reuse no longer matters. */
  sessions: 30,
  /** An OpenID Connect sign-in's state after it expired. */
  oauthStates: 1,
  /** A password reset, email check or Telegram link token after it was used or expired. */
  accountTokens: 7,
  /** An SMS code after it was sent: the daily caps count the last 24 hours. */
  phoneCodes: 2,
} as const;

/** Deletes the sign-in records past their retention; returns how many rows went. */
export async function pruneAuthRecords(db: DbExecutor, now: Date): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const sessionsBefore = before(AUTH_RETENTION_DAYS.sessions);
  const tokensBefore = before(AUTH_RETENTION_DAYS.accountTokens);
  const counts = [
    await deleteInBatches(
      db,
      authSessions,
      or(lt(authSessions.familyExpiresAt, sessionsBefore), lt(authSessions.revokedAt, sessionsBefore)) ??
        lt(authSessions.familyExpiresAt, sessionsBefore),
    ),
    await deleteInBatches(
      db,
      oauthLoginStates,
      lt(oauthLoginStates.expiresAt, before(AUTH_RETENTION_DAYS.oauthStates)),
    ),
    await deleteInBatches(
      db,
      accountTokens,
      or(
        and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, tokensBefore)),
        and(isNull(accountTokens.usedAt), lt(accountTokens.expiresAt, tokensBefore)),
      ) ?? lt(accountTokens.expiresAt, tokensBefore),
    ),
    await deleteInBatches(db, phoneCodes, lt(phoneCodes.createdAt, before(AUTH_RETENTION_DAYS.phoneCodes))),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}
