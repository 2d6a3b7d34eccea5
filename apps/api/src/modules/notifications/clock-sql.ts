import { type SQL, sql } from 'drizzle-orm';

/** An instant as JavaScript's `toISOString()` writes it, so payloads read the same from SQL and from code. */
export function isoInstant(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `now` plus (or minus) milliseconds, as a timestamptz parameter. */
export function instantPlus(now: Date, ms: number): SQL {
  return sql`(${now.toISOString()}::timestamptz + ${ms}::double precision * interval '1 millisecond')`;
}

/** The game as a notification names it (`GameMention`): `games g` joined to `venues v`. */
export const gameMentionSql = sql`jsonb_build_object('game_id', g.id, 'title', g.title, 'starts_at', ${isoInstant(sql`g.starts_at`)}, 'venue', v.name)`;
