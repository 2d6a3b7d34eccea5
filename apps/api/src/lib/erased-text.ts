import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** What an erased person's email, phone or name becomes in free text kept about them. */
export const ERASED_MARK = '***';

/**
 * A jsonb value with every identifier (email, phone, name) replaced by ERASED_MARK wherever it
 * appears in its text, keys and strings alike: each is matched in its JSON-escaped form, so the
 * result is still JSON. For the free text kept for the books (an admin's reason, an audit detail).
 */
export function jsonWithout(value: SQLWrapper, identifiers: readonly string[]): SQL {
  let text: SQL = sql`${value}::text`;
  for (const identifier of identifiers) {
    text = sql`replace(${text}, ${JSON.stringify(identifier).slice(1, -1)}, ${ERASED_MARK})`;
  }
  return sql`(${text})::jsonb`;
}

/** Whether a jsonb value's text mentions any of the identifiers (the rows `jsonWithout` changes). */
export function jsonMentions(value: SQLWrapper, identifiers: readonly string[]): SQL {
  const needles = identifiers.map(
    (identifier) => sql`strpos(${value}::text, ${JSON.stringify(identifier).slice(1, -1)}) > 0`,
  );
  return needles.length === 0 ? sql`false` : sql`(${sql.join(needles, sql` or `)})`;
}
