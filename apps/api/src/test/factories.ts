import type { Db } from '../db/database.js';
import {
  type GameRow,
  type NewGameRow,
  type NewUserRow,
  type NewVenueRow,
  type UserRow,
  type VenueRow,
  games,
  users,
  venues,
} from '../db/schema.js';

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

let userCounter = 0;

/** Inserts a user (no password) with plausible defaults; pass only what the test is about. */
export async function createUser(db: Db, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  userCounter += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `factory${userCounter}.${Math.random().toString(36).slice(2, 8)}@example.az`,
      firstName: 'Rəşad',
      lastName: `Əliyev ${userCounter}`,
      onboardingCompletedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

/** Inserts a 7x7 regular game a week from now, open for registration, at a new venue, run by a new organizer. */
export async function createGame(db: Db, overrides: Partial<NewGameRow> = {}): Promise<GameRow> {
  const venueId = overrides.venueId ?? (await createVenue(db)).id;
  const organizerId = overrides.organizerId ?? (await createUser(db, { role: 'organizer' })).id;
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 24 * 3600_000);
  const [row] = await db
    .insert(games)
    .values({
      venueId,
      organizerId,
      title: 'Axşam oyunu',
      startsAt,
      durationMinutes: 90,
      format: '7x7',
      capacity: 14,
      kind: 'regular',
      priceQepik: 1000,
      registrationOpensAt: new Date(Math.min(Date.now() - 3600_000, startsAt.getTime() - 3600_000)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('game not created');
  return row;
}
