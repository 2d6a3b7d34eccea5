import { AZERBAIJANI_FOLD_FROM, AZERBAIJANI_FOLD_TO, foldForSearch } from '@oyna/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * True when the columns, joined by spaces, contain the search text, with Azerbaijani letters
 * folded on both sides ("genclik" finds "Gənclik"; docs/decisions/0002).
 */
export function containsFolded(columns: SQLWrapper[], search: string): SQL {
  const pattern = `%${escapeLike(foldForSearch(search))}%`;
  const joined = sql.join(columns, sql` || ' ' || `);
  return sql`lower(translate(${joined}, ${AZERBAIJANI_FOLD_FROM}, ${AZERBAIJANI_FOLD_TO})) like ${pattern}`;
}
