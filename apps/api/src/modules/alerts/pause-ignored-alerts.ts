import { ALERT_IGNORED_WEEKS } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { gameAlertMatches, gameAlerts, gameRegistrations, notifications } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';

/**
 * Pauses the searches ignored for ALERT_IGNORED_WEEKS (decision 76): active that long, telling games
 * since at least that long ago, and not one of their messages opened nor one of their games booked
 * in that time. Each player is told. Returns the alerts paused.
 */
export async function pauseIgnoredAlerts(db: DbExecutor, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${at} - make_interval(weeks => ${ALERT_IGNORED_WEEKS})`;
  const paused = await queryRows<{ id: string; user_id: string }>(
    db,
    sql`update ${gameAlerts} a set status = 'paused', paused_reason = 'ignored', updated_at = ${at}
      where a.status = 'active' and a.active_since <= ${since}
        and exists (select 1 from ${gameAlertMatches} m
          where m.alert_id = a.id and m.status = 'sent' and m.sent_at <= ${since})
        and not exists (select 1 from ${gameAlertMatches} m
          join ${notifications} n on n.dedupe_key = m.message_key
          where m.alert_id = a.id and n.read_at is not null and n.read_at > ${since})
        and not exists (select 1 from ${gameAlertMatches} m
          join ${gameRegistrations} r on r.game_id = m.game_id and r.user_id = m.user_id
          where m.alert_id = a.id and m.status = 'sent' and r.created_at >= m.sent_at and r.created_at > ${since})
      returning a.id, a.user_id`,
  );
  for (const alert of paused) {
    await notify(
      db,
      alert.user_id,
      { kind: 'game_alert_paused', payload: { alert_id: alert.id, weeks: ALERT_IGNORED_WEEKS } },
      { dedupeKey: `game_alert_paused:${alert.id}:${now.toISOString()}`, now },
    );
  }
  return paused.length;
}
