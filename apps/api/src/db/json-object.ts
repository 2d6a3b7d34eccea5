import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * `json_build_object('a', <a>, 'b', <b>, ...)`: named values read as one JSON field. node-postgres
 * reads the description of every field again on each execution of a prepared statement, and
 * Drizzle maps every field of every row, so a hot statement that reads many facts reads them as
 * one value instead (decision 108). Timestamps arrive as ISO text and bigints as numbers. The keys
 * are the code's own names (checked), never input.
 */
export function jsonObject<T>(fields: Record<string, SQLWrapper>): SQL<T> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`not a JSON key of ours: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
