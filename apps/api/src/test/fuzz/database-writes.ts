import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database.js';

/** How many rows each table has had inserted, deleted or really changed (`users UPDATE` -> 3). */
export type WriteCounts = Map<string, number>;

/**
 * Counts every row written to any table of the app, with triggers in a `fuzz` schema of the test
 * database: one tiny read before and after a request proves a refused request wrote nothing, far
 * cheaper than checksumming the tables. Updates that change nothing are not counted.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  await db.execute(sql`create schema if not exists fuzz`);
  await db.execute(
    sql`create table if not exists fuzz.write_counts (table_name text, op text, n bigint not null, primary key (table_name, op))`,
  );
  await db.execute(sql`
    create or replace function fuzz.count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz.write_counts values (tg_table_name, tg_op, 1)
      on conflict (table_name, op) do update set n = fuzz.write_counts.n + 1;
      return null;
    end $$`);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '%migrations%'`,
  );
  for (const { name } of tables) {
    const table = sql.identifier(name);
    await db.execute(
      sql`create trigger fuzz_count_insert_delete after insert or delete on ${table} for each row execute function fuzz.count_write()`,
    );
    await db.execute(
      sql`create trigger fuzz_count_update after update on ${table} for each row when (old.* is distinct from new.*) execute function fuzz.count_write()`,
    );
  }
}

export async function readWriteCounts(db: Db): Promise<WriteCounts> {
  const rows = await queryRows<{ key: string; n: string | number }>(
    db,
    sql`select table_name || ' ' || op as key, n from fuzz.write_counts`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

/** The tables and operations written between two readings: `['games UPDATE x1']`. */
export function writesBetween(before: WriteCounts, after: WriteCounts): string[] {
  const changed: string[] = [];
  for (const [key, n] of after) {
    const delta = n - (before.get(key) ?? 0);
    if (delta > 0) changed.push(`${key} x${delta}`);
  }
  return changed.sort();
}
