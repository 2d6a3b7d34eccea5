import { REMINDER_OFFSETS_MS } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { REMINDER_LATEST_MS, type ReminderKind } from './clock-rules.js';
import { gameMentionSql, instantPlus, isoInstant } from './clock-sql.js';

/**
 * Writes the reminders whose moment has come, in one statement per kind: games open, kicking off
 * after `now` and at most the kind's offset ahead, and not more than REMINDER_LATEST_MS past the
 * moment (kick-off minus the offset).
 * - Players' reminders go to confirmed bookings made before the moment: a player who booked
 *   later has just seen the game (no "you play tomorrow" three hours after booking). A cancelled
 *   booking or game has none.
 * - The organizer's goes to the organizer of a pickup game, with the places taken and the capacity.
 * The dedupe key holds the kick-off: a scan again writes nothing, a game moved gets fresh reminders.
 * Returns how many were written.
 */
export async function scanReminders(db: DbExecutor, kind: ReminderKind, now: Date): Promise<number> {
  const offset = REMINDER_OFFSETS_MS[kind];
  const startsIso = isoInstant(sql`g.starts_at`);
  const window = sql`g.status = 'open'
      and g.starts_at > ${instantPlus(now, Math.max(0, offset - REMINDER_LATEST_MS[kind]))}
      and g.starts_at <= ${instantPlus(now, offset)}`;
  const query =
    kind === 'organizer_reminder'
      ? sql`insert into notifications (user_id, kind, payload, urgent, dedupe_key, created_at)
          select g.organizer_id, ${kind}::text,
                 ${gameMentionSql} || jsonb_build_object('players_count', g.places_taken, 'capacity', g.capacity),
                 false, ${kind}::text || ':' || g.id || ':' || g.organizer_id || ':' || ${startsIso},
                 ${now.toISOString()}::timestamptz
          from games g
          join venues v on v.id = g.venue_id
          where ${window} and g.origin = 'pickup'
          on conflict (dedupe_key) do nothing
          returning id`
      : sql`insert into notifications (user_id, kind, payload, urgent, dedupe_key, created_at)
          select r.user_id, ${kind}::text, ${gameMentionSql}, false,
                 ${kind}::text || ':' || g.id || ':' || r.user_id || ':' || ${startsIso},
                 ${now.toISOString()}::timestamptz
          from games g
          join venues v on v.id = g.venue_id
          join game_registrations r on r.game_id = g.id and r.status = 'confirmed'
          where ${window}
            and r.created_at <= g.starts_at - ${offset}::double precision * interval '1 millisecond'
          on conflict (dedupe_key) do nothing
          returning id`;
  return (await queryRows<{ id: string }>(db, query)).length;
}
