import type { FitnessConnectionState } from '@oyna/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { stravaAuthorizationStates, stravaConnections, users } from '../../db/schema.js';

/**
 * The player's fitness connection as it truly is, written to `users.fitness_connection`:
 * connected with stored tokens, connecting while an authorization is under way (not expired),
 * not_connected otherwise. Every change of the tables ends with this.
 */
export async function syncFitnessConnection(
  db: DbExecutor,
  options: { userId: string; now: Date },
): Promise<FitnessConnectionState> {
  const { userId, now } = options;
  const [connection] = await db
    .select({ userId: stravaConnections.userId })
    .from(stravaConnections)
    .where(eq(stravaConnections.userId, userId));
  let state: FitnessConnectionState = 'not_connected';
  if (connection) state = 'connected';
  else {
    const [pending] = await db
      .select({ state: stravaAuthorizationStates.state })
      .from(stravaAuthorizationStates)
      .where(and(eq(stravaAuthorizationStates.userId, userId), gt(stravaAuthorizationStates.expiresAt, now)))
      .limit(1);
    if (pending) state = 'connecting';
  }
  await db.update(users).set({ fitnessConnection: state }).where(eq(users.id, userId));
  return state;
}
