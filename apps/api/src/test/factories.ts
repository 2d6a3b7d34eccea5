import type { Db } from '../db/database.js';
import { type NewVenueRow, type VenueRow, venues } from '../db/schema.js';

let venueCounter = 0;

/** Inserts a venue with plausible defaults; pass only what the test is about. */
export async function createVenue(db: Db, overrides: Partial<NewVenueRow> = {}): Promise<VenueRow> {
  venueCounter += 1;
  const [row] = await db
    .insert(venues)
    .values({
      slug: `test-venue-${venueCounter}-${Math.random().toString(36).slice(2, 8)}`,
      name: `Test Arena ${venueCounter}`,
      district: 'nasimi',
      address: 'Azadlıq prospekti 1',
      latitude: 40.39,
      longitude: 49.84,
      type: 'outdoor',
      surface: 'artificial_grass',
      amenities: ['lighting'],
      pitchCount: 1,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('venue not created');
  return row;
}
