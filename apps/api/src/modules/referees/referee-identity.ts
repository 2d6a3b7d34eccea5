import type { Referee } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { playerIdentity } from '../users/player-identity.js';

/** The referee's name and photo, as every response that names a user shows them. */
export async function loadReferee(db: DbExecutor, refereeId: string | null): Promise<Referee | null> {
  if (!refereeId) return null;
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, photoUrl: users.photoUrl })
    .from(users)
    .where(eq(users.id, refereeId));
  return row ? playerIdentity(row) : null;
}
