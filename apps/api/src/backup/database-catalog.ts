import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../db/database.js';

/** The schemas a backup holds: the app's tables. Drizzle's own migration table is rebuilt by migrating. */
const BACKED_UP_SCHEMA = 'public';

/** A table and the columns a restore writes (generated columns are computed again). */
export interface CatalogTable {
  /** `"public"."users"`, quoted for SQL. */
  qualified: string;
  name: string;
  columns: string[];
  /** The columns of a foreign key to the table itself (a reply to a message): written after its rows. */
  selfReferences: string[];
  /** The primary key's columns, to find a row again once all are written. */
  primaryKey: string[];
}

/**
 * The app's tables, parents before the tables whose foreign keys point at them, so that rows can be
 * written back in this order with every reference already there.
 */
export async function tablesInLoadOrder(db: DbExecutor): Promise<CatalogTable[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = ${BACKED_UP_SCHEMA} and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = ${BACKED_UP_SCHEMA} and k.conrelid <> k.confrelid`,
  );
  const keyColumns = await queryRows<{ table_name: string; column_name: string; kind: 'self' | 'primary' }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name, 'self' as kind
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and k.conrelid = k.confrelid and n.nspname = ${BACKED_UP_SCHEMA}
        union all
        select c.relname, a.attname, 'primary'
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = ${BACKED_UP_SCHEMA}`,
  );
  const keysOf = (table: string, kind: 'self' | 'primary') =>
    keyColumns.filter((row) => row.table_name === table && row.kind === kind).map((row) => row.column_name);
  const byTable = new Map<string, string[]>();
  for (const row of columns)
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  const order = parentsFirst([...byTable.keys()].sort(), references);
  return order.map((name) => ({
    qualified: `"${BACKED_UP_SCHEMA}"."${name}"`,
    name,
    columns: byTable.get(name) ?? [],
    // Without a primary key a row cannot be found again: its references are written with it.
    selfReferences: keysOf(name, 'primary').length > 0 ? keysOf(name, 'self') : [],
    primaryKey: keysOf(name, 'primary'),
  }));
}

/** Names ordered so that every parent comes before its children (Kahn's algorithm, alphabetical ties). */
export function parentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references)
    if (parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((parent) => placed.has(parent)),
    );
    if (ready.length === 0)
      throw new Error(
        `Foreign keys form a cycle among: ${names.filter((name) => !placed.has(name)).join(', ')}`,
      );
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** Every sequence that feeds a column of the app's tables (serial ids, the ledger's sequence). */
export async function columnSequences(
  db: DbExecutor,
): Promise<{ qualified: string; column: string; sequence: string }[]> {
  const rows = await queryRows<{ table_name: string; column_name: string; sequence: string | null }>(
    db,
    sql`select table_name, column_name,
          pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = ${BACKED_UP_SCHEMA} and column_default like 'nextval(%'`,
  );
  return rows.flatMap((row) =>
    row.sequence
      ? [
          {
            qualified: `"${BACKED_UP_SCHEMA}"."${row.table_name}"`,
            column: row.column_name,
            sequence: row.sequence,
          },
        ]
      : [],
  );
}

/** Whether the database holds any of the app's tables: a restore goes only into an empty one. */
export async function hasAppTables(db: DbExecutor): Promise<boolean> {
  const [row] = await queryRows<{ tables: number }>(
    db,
    sql`select count(*)::int as tables from information_schema.tables where table_schema = ${BACKED_UP_SCHEMA}`,
  );
  return (row?.tables ?? 0) > 0;
}

/** The tags of the migrations applied to the database, oldest first (none on an empty one). */
export async function appliedMigrationCount(db: DbExecutor): Promise<number> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return 0;
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return row?.applied ?? 0;
}
