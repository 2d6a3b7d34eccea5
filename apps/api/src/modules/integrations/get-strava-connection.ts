import type { StravaConnection } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { stravaConnections } from '../../db/schema.js';
import { syncFitnessConnection } from './fitness-connection-state.js';

/**
 * The player's Strava connection state; a `connecting` whose authorization expired unanswered
 * reads (and is saved) as not_connected.
 */
export async function getStravaConnection(
  db: Db,
  options: { userId: string; enabled: boolean; now?: Date },
): Promise<StravaConnection> {
  const { userId, enabled } = options;
  const now = options.now ?? new Date();
  const state = await syncFitnessConnection(db, { userId, now });
  const [row] = await db
    .select({ createdAt: stravaConnections.createdAt })
    .from(stravaConnections)
    .where(eq(stravaConnections.userId, userId));
  return { enabled, state, connected_at: row ? row.createdAt.toISOString() : null };
}
