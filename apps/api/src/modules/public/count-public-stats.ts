import type { PublicStats } from '@oyna/shared';
import { count } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { venues } from '../../db/tables/venues.js';

/** The landing page's live numbers, counted in the database. */
export async function countPublicStats(db: DbExecutor): Promise<PublicStats> {
  const [venueRow] = await db.select({ value: count() }).from(venues);
  return { venues: venueRow?.value ?? 0, upcoming_games: 0 };
}
