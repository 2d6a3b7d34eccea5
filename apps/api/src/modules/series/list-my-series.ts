import type { SeriesList } from '@oyna/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeries, venues } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { toGameVenue } from '../venues/venue-response.js';
import { seriesSchedule } from './series-response.js';

/** The weekly games an organizer runs: running first, then paused, then ended; newest first within. */
export async function listMySeries(db: Db, input: { actor: AuthUser }): Promise<SeriesList> {
  const rows = await db
    .select({ series: gameSeries, venue: venues })
    .from(gameSeries)
    .innerJoin(venues, eq(venues.id, gameSeries.venueId))
    .where(eq(gameSeries.organizerId, input.actor.id))
    .orderBy(
      asc(sql`case ${gameSeries.status} when 'active' then 0 when 'paused' then 1 else 2 end`),
      desc(gameSeries.createdAt),
    );
  return {
    items: rows.map(({ series, venue }) => ({
      id: series.id,
      title: series.title,
      venue: toGameVenue(venue),
      format: series.format,
      ...seriesSchedule(series),
    })),
  };
}
