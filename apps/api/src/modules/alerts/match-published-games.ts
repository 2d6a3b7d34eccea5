import { type SQL, eq, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { gameAlertCursor, gameAlertMatches, gameAlerts, games, venues } from '../../db/schema.js';

/** Games published this long before the cursor are read again: a transaction may commit late. */
const CURSOR_OVERLAP_MS = 5 * 60_000;
/** A first round (no cursor yet) reads the games published in the last day. */
const FIRST_SCAN_MS = 24 * 60 * 60_000;
const CURSOR = 'published_games';

/**
 * The (alert, game, player) triples of the given games and the active alerts they match: every
 * narrowing field in SQL, the alerts read through their partial indexes of active rows.
 */
export function matchingAlertsSql(gameIds: readonly string[], now: Date): SQL {
  const ids = sql.join(
    gameIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`select a.id as alert_id, g.id as game_id, a.user_id
      from ${games} g
      join ${venues} v on v.id = g.venue_id
      cross join lateral (
        select extract(isodow from g.starts_at at time zone 'Asia/Baku')::smallint as weekday,
          (extract(hour from g.starts_at at time zone 'Asia/Baku') * 60
            + extract(minute from g.starts_at at time zone 'Asia/Baku'))::smallint as minute
      ) t
      join ${gameAlerts} a on a.status = 'active'
        and a.user_id <> g.organizer_id
        and (a.format is null or a.format = g.format)
        and (a.venue_id is null or a.venue_id = g.venue_id)
        and (cardinality(a.districts) = 0 or a.districts @> array[v.district]::text[])
        and (cardinality(a.weekdays) = 0 or a.weekdays @> array[t.weekday]::smallint[])
        and (a.minute_from is null or t.minute >= a.minute_from)
        and (a.minute_to is null or t.minute <= a.minute_to)
        and (a.max_price_qepik is null or g.price_qepik <= a.max_price_qepik)
      where g.id in (${ids}) and g.origin = 'pickup' and g.status = 'open'
        and g.starts_at > ${now.toISOString()}::timestamptz`;
}

/**
 * Matches the given games against every active alert in one statement (`matchingAlertsSql`); the
 * unique (alert, game) row makes a repeat write nothing. The player's level, standing and calendar
 * are checked when the game is told. Returns the matches written.
 */
export async function matchGames(db: DbExecutor, gameIds: readonly string[], now: Date): Promise<number> {
  if (gameIds.length === 0) return 0;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into ${gameAlertMatches} (alert_id, game_id, user_id, matched_at)
      select m.alert_id, m.game_id, m.user_id, ${now.toISOString()}::timestamptz
      from (${matchingAlertsSql(gameIds, now)}) m
      on conflict (alert_id, game_id) do nothing
      returning id`,
  );
  return rows.length;
}

/**
 * One round of matching: the games published since the cursor (with an overlap) against the
 * alerts, then the cursor moves to `now`. Idempotent: rounds may overlap between processes.
 */
export async function matchPublishedGames(db: DbExecutor, now: Date): Promise<number> {
  const [cursor] = await db.select().from(gameAlertCursor).where(eq(gameAlertCursor.name, CURSOR));
  const since = new Date(
    (cursor?.scannedUntil.getTime() ?? now.getTime() - FIRST_SCAN_MS) - CURSOR_OVERLAP_MS,
  );
  const published = await db
    .select({ id: games.id })
    .from(games)
    .where(
      sql`${games.createdAt} > ${since.toISOString()}::timestamptz and ${games.createdAt} <= ${now.toISOString()}::timestamptz
        and ${games.origin} = 'pickup' and ${games.status} = 'open'`,
    );
  const written = await matchGames(
    db,
    published.map((game) => game.id),
    now,
  );
  await db
    .insert(gameAlertCursor)
    .values({ name: CURSOR, scannedUntil: now })
    .onConflictDoUpdate({
      target: gameAlertCursor.name,
      set: { scannedUntil: sql`greatest(${gameAlertCursor.scannedUntil}, excluded.scanned_until)` },
    });
  return written;
}
