import { type SQL, count, desc, sql } from 'drizzle-orm';
import { type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/database.js';

/** Which page of a list is asked for, as the list queries of the contracts name it. */
export interface PageRequest {
  page: number;
  page_size: number;
}

/** A page of a list as every list answer carries it: its items, how many there are in all, which page. */
export interface Page<Item> extends PageRequest {
  items: Item[];
  total: number;
}

/**
 * One page of `rows` (an ordered select, made `$dynamic()`) and the count of all of them, read at
 * the same time. `count` is a select of `{ total: count() }` over the same conditions.
 */
export async function readPage<Query extends PgSelect>(
  rows: Query,
  count: PromiseLike<{ total: number }[]>,
  request: PageRequest,
): Promise<{ rows: Awaited<Query>; total: number }> {
  const { limit, offset } = pageWindow(request);
  const [page, [counted]] = await Promise.all([rows.limit(limit).offset(offset), count]);
  return { rows: page as Awaited<Query>, total: counted?.total ?? 0 };
}

/** A table whose rows are listed newest first: when each row was made, and its id to break ties. */
type NewestFirstTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/** The order of a list newest first: by when each row was made, the id breaking ties. */
export function newestFirst(table: { createdAt: PgColumn; id: PgColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/**
 * One page of the whole rows of `table` that match `where` (all of them without it), newest first,
 * and the count of all of them, as `readPage` reads them.
 */
export function readNewestFirst<Table extends NewestFirstTable>(
  db: DbExecutor,
  table: Table,
  request: PageRequest,
  where?: SQL,
): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
  // Drizzle cannot type a select from a generic table: the rows are typed by `Table` instead.
  const from: PgTable = table;
  return readPage(
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...newestFirst(table))
      .$dynamic(),
    db.select({ total: count() }).from(from).where(where),
    request,
  ) as Promise<{ rows: Table['$inferSelect'][]; total: number }>;
}

/** The rows of the page `request` asks for, as a `limit` and an `offset`. */
export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  return { limit: request.page_size, offset: (request.page - 1) * request.page_size };
}

/** The answer of a list: `items` of the page `request` asked for, out of `total`. */
export function pageOf<Item>(items: Item[], total: number, request: PageRequest): Page<Item> {
  return { items, total, page: request.page, page_size: request.page_size };
}

/**
 * A column for a select that reads a page and its total in one query: on every row, how many rows
 * the query matches before `limit` and `offset` (a window count).
 */
export function totalOverAll() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/**
 * One window of `query` (a select made `$dynamic()` that reads `total: totalOverAll()`), each row
 * made an item by `toItem`, and how many rows the query matches in all (0 for an empty window).
 */
export async function readWindow<Query extends PgSelect & PromiseLike<{ total: number }[]>, Item>(
  query: Query,
  window: { limit?: number | undefined; offset?: number | undefined },
  toItem: (row: Awaited<Query>[number]) => Item,
): Promise<{ rows: Item[]; total: number }> {
  const rows: Awaited<Query> = await inWindow(query, window);
  return { rows: rows.map(toItem), total: rows[0]?.total ?? 0 };
}

/** A select made `$dynamic()`, limited to at most `limit` rows after `offset`, each only when given. */
export function inWindow<Query extends PgSelect>(
  query: Query,
  window: { limit?: number | undefined; offset?: number | undefined },
): Query {
  if (window.limit !== undefined) query.limit(window.limit);
  if (window.offset !== undefined) query.offset(window.offset);
  return query;
}
