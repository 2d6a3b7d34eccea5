import type { PlayerIdentity } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { playerIdentity, playerIdentityColumns } from './player-identity.js';

/** A user's name and photo by id, as every response that names a user shows them (a game's referee). */
export async function loadPlayerIdentity(
  db: DbExecutor,
  userId: string | null,
): Promise<PlayerIdentity | null> {
  if (!userId) return null;
  const [row] = await db.select(playerIdentityColumns(users)).from(users).where(eq(users.id, userId));
  return row ? playerIdentity(row) : null;
}
