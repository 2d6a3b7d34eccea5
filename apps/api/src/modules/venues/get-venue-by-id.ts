import type { Venue } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toVenueResponse } from './venue-response.js';

export async function getVenueById(db: DbExecutor, options: { id: number }): Promise<Venue> {
  const [row] = await db.select().from(venues).where(eq(venues.id, options.id)).limit(1);
  if (!row) throw notFound('venue_not_found');
  return toVenueResponse(row);
}
