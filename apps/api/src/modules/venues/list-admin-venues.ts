import type { AdminVenueListResponse, adminVenueListQuerySchema } from '@oyna/shared';
import { type SQL, and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { venues } from '../../db/schema.js';
import { countUpcomingGames, toAdminVenue } from './admin-venue-response.js';
import { pageOf, readPage } from '../../lib/page-query.js';

/** `GET /admin/venues`: every venue, active or not, with its upcoming games; search folds letters (decision 2). */
export async function listAdminVenues(
  db: DbExecutor,
  query: z.output<typeof adminVenueListQuerySchema>,
): Promise<AdminVenueListResponse> {
  const conditions = [
    query.search ? containsFolded([venues.name, venues.address], query.search) : undefined,
    query.type ? eq(venues.type, query.type) : undefined,
    query.district ? eq(venues.district, query.district) : undefined,
    query.status === 'active' ? isNull(venues.deactivatedAt) : undefined,
    query.status === 'inactive' ? isNotNull(venues.deactivatedAt) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { rows, total } = await readPage(
    db.select().from(venues).where(where).orderBy(asc(venues.name), asc(venues.id)).$dynamic(),
    db.select({ total: count() }).from(venues).where(where),
    query,
  );
  const upcoming = await countUpcomingGames(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => toAdminVenue(row, upcoming.get(row.id) ?? 0)),
    total,
    query,
  );
}
