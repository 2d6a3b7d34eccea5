import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../../db/database.js';

/**
 * Every text, varchar, jsonb and text-array column of every table, read from information_schema,
 * searched for `needle` (case folded): `table.column (rows)` of each that holds it.
 */
export async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
        order by c.table_name, c.column_name`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column} (${row?.n})`);
  }
  return found;
}
