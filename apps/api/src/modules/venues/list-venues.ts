import { type BakuDistrict, type Paginated, type Venue, type VenueType } from '@oyna/shared';
import { type SQL, and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { venues } from '../../db/schema.js';
import { toVenueResponse } from './venue-response.js';

export interface ListVenuesOptions {
  search?: string | undefined;
  type?: VenueType | undefined;
  district?: BakuDistrict | undefined;
  page: number;
  pageSize: number;
}

/** The public venue directory (active venues only): search by name or address, filter by type and district, a page. */
export async function listVenues(db: DbExecutor, options: ListVenuesOptions): Promise<Paginated<Venue>> {
  const conditions = [
    isNull(venues.deactivatedAt),
    options.search ? containsFolded([venues.name, venues.address], options.search) : undefined,
    options.type ? eq(venues.type, options.type) : undefined,
    options.district ? eq(venues.district, options.district) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  // One round trip: the page and, through a window count, the total of all matches.
  const rows = await db
    .select({ venue: venues, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(venues)
    .where(where)
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);

  // A page past the end has no rows to carry the total; only then is it counted on its own.
  const total =
    rows[0]?.total ??
    (options.page > 1 ? ((await db.select({ total: count() }).from(venues).where(where))[0]?.total ?? 0) : 0);

  return {
    items: rows.map((row) => toVenueResponse(row.venue)),
    total,
    page: options.page,
    page_size: options.pageSize,
  };
}
