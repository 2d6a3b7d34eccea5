import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../db/database.js';
import { users, venues } from '../db/schema.js';

/** The demo player's email (seed/demo-accounts.ts): the seeds book, rate and team them by name. */
export const DEMO_PLAYER = 'player@demo.az';

/** The venues the seeded games and matches are played at, in id order. */
export function seedVenues(db: DbExecutor) {
  return db
    .select({ id: venues.id, name: venues.name, type: venues.type, pitchCount: venues.pitchCount })
    .from(venues)
    .orderBy(asc(venues.id));
}

/** The seeded players (every player but the demo one) with their overall skill, in email order. */
export function seedPlayers(db: DbExecutor) {
  return db
    .select({ id: users.id, skill: users.skillOverall })
    .from(users)
    .where(and(eq(users.role, 'player'), ne(users.email, DEMO_PLAYER)))
    .orderBy(asc(users.email));
}

/** The demo player with their overall skill, when the demo accounts are seeded. */
export async function findDemoPlayer(db: DbExecutor) {
  const [demo] = await db
    .select({ id: users.id, skill: users.skillOverall })
    .from(users)
    .where(eq(users.email, DEMO_PLAYER));
  return demo;
}
