import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DbExecutor, queryRows } from './database.js';

/**
 * Deletes the rows of `table` that `where` picks, `batch` at a time and at most `maxBatches` times,
 * so that a clean-up never holds a long lock or a long transaction; returns how many went.
 */
export async function deleteInBatches(
  db: DbExecutor,
  table: PgTable,
  where: SQL,
  { batch = 1000, maxBatches = 20 }: { batch?: number; maxBatches?: number } = {},
): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    const [row] = await queryRows<{ deleted: number }>(
      db,
      sql`with gone as (
            delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} limit ${batch}))
            returning 1)
          select count(*)::int as deleted from gone`,
    );
    const now = row?.deleted ?? 0;
    deleted += now;
    if (now < batch) break;
  }
  return deleted;
}
