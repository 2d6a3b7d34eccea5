import type { RefereeListResponse } from '@oyna/shared';
import { type SQL, and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { users } from '../../db/schema.js';
import { playerIdentity } from '../users/player-identity.js';

/** Referees are few (a handful in Baku): active ones by name, the first 50, for the organizer's picker. */
export async function searchReferees(
  db: DbExecutor,
  input: { search?: string | undefined },
): Promise<RefereeListResponse> {
  const conditions: SQL[] = [eq(users.role, 'referee'), isNull(users.blockedAt)];
  if (input.search) conditions.push(containsFolded([users.firstName, users.lastName], input.search));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, photoUrl: users.photoUrl })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(50);
  return { items: rows.map(playerIdentity) };
}
