import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type VenueRow, venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';

/** The venue's row, locked for the rest of the transaction; 404 `venue_not_found` when there is none. */
export async function lockVenue(tx: DbExecutor, venueId: number): Promise<VenueRow> {
  const [venue] = await tx.select().from(venues).where(eq(venues.id, venueId)).for('update');
  if (!venue) throw notFound('venue_not_found');
  return venue;
}
