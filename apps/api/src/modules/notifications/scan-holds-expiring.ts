import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { HOLD_EXPIRING_WITHIN_MS } from './clock-rules.js';
import { gameMentionSql, instantPlus, isoInstant } from './clock-sql.js';

/**
 * Tells each player whose place is held for a top-up, with HOLD_EXPIRING_WITHIN_MS or less left
 * (and not yet run out), that it will go: once per hold (the key is the booking), urgent by kind.
 * One statement over the partial index of held places. Returns how many were written.
 */
export async function scanHoldsExpiring(db: DbExecutor, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (user_id, kind, payload, urgent, dedupe_key, created_at)
        select r.user_id, 'hold_expiring',
               ${gameMentionSql} || jsonb_build_object('hold_expires_at', ${isoInstant(sql`r.hold_expires_at`)}),
               true, 'hold_expiring:' || r.id, ${now.toISOString()}::timestamptz
        from game_registrations r
        join games g on g.id = r.game_id
        join venues v on v.id = g.venue_id
        where r.status = 'pending_payment'
          and r.hold_expires_at > ${now.toISOString()}::timestamptz
          and r.hold_expires_at <= ${instantPlus(now, HOLD_EXPIRING_WITHIN_MS)}
          and g.status = 'open'
        on conflict (dedupe_key) do nothing
        returning id`,
  );
  return rows.length;
}
