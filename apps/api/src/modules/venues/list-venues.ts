import {
  AZERBAIJANI_FOLD_FROM,
  AZERBAIJANI_FOLD_TO,
  type BakuDistrict,
  type Paginated,
  type Venue,
  type VenueType,
  foldForSearch,
} from '@oyna/shared';
import { type SQL, and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { toVenueResponse } from './venue-response.js';

export interface ListVenuesOptions {
  search?: string | undefined;
  type?: VenueType | undefined;
  district?: BakuDistrict | undefined;
  page: number;
  pageSize: number;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(foldForSearch(search))}%`;
  const haystack = sql`lower(translate(${venues.name} || ' ' || ${venues.address}, ${AZERBAIJANI_FOLD_FROM}, ${AZERBAIJANI_FOLD_TO}))`;
  return sql`${haystack} like ${pattern}`;
}

/** The public venue directory: search by name or address, filter by type and district, a page. */
export async function listVenues(db: DbExecutor, options: ListVenuesOptions): Promise<Paginated<Venue>> {
  const conditions = [
    options.search ? searchCondition(options.search) : undefined,
    options.type ? eq(venues.type, options.type) : undefined,
    options.district ? eq(venues.district, options.district) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(where)
      .orderBy(asc(venues.name), asc(venues.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(venues).where(where),
  ]);

  return {
    items: rows.map(toVenueResponse),
    total: totals[0]?.total ?? 0,
    page: options.page,
    page_size: options.pageSize,
  };
}
