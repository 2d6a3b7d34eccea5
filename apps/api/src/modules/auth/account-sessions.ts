import type { AccountSession } from '@oyna/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { authSessions } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { describeUserAgent } from '../../lib/user-agent.js';

interface SessionRow {
  family_id: string;
  signed_in_at: Date | string;
  last_used_at: Date | string;
  user_agent: string | null;
  ip: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The user's signed-in devices: every session family that is still alive (a current token, not
 * revoked, within its 30 days), the most recently used first. A family's rows are its tokens: the
 * first was made at sign-in, the newest at the last refresh, with the device that made it.
 */
export async function listAccountSessions(
  db: DbExecutor,
  options: { userId: string; currentSessionId: string; now?: Date },
): Promise<AccountSession[]> {
  const now = options.now ?? new Date();
  const rows = await queryRows<SessionRow>(
    db,
    sql`select family_id, min(created_at) as signed_in_at, max(created_at) as last_used_at,
          (array_agg(user_agent order by created_at desc))[1] as user_agent,
          (array_agg(ip order by created_at desc))[1] as ip
        from ${authSessions}
        where user_id = ${options.userId} and revoked_at is null and family_expires_at > ${now}
        group by family_id
        having bool_or(rotated_at is null)
        order by max(created_at) desc, family_id`,
  );
  return rows.map((row) => {
    const device = describeUserAgent(row.user_agent);
    return {
      id: row.family_id,
      browser: device.browser,
      os: device.os,
      device_type: device.deviceType,
      ip: row.ip,
      signed_in_at: iso(row.signed_in_at),
      last_used_at: iso(row.last_used_at),
      current: row.family_id === options.currentSessionId,
    };
  });
}

/** Signs one of the user's own devices out; another user's session, or one already ended, is 404. */
export async function endAccountSession(
  db: DbExecutor,
  options: { userId: string; sessionId: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.userId, options.userId),
        eq(authSessions.familyId, options.sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.familyExpiresAt, now),
      ),
    )
    .returning({ id: authSessions.id });
  if (ended.length === 0) throw new AppError('session_not_found', 404);
}
