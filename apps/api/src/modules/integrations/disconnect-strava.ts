import type { StravaConnection } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { stravaAuthorizationStates, stravaConnections } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { syncFitnessConnection } from './fitness-connection-state.js';
import { freshStravaAccessToken } from './fresh-strava-access-token.js';
import type { StravaClient } from './strava-client.js';

/**
 * Disconnects Strava: asks Strava to revoke our access (`/oauth/deauthorize`), then forgets the
 * tokens and any authorization under way. When Strava cannot be reached or already dropped us,
 * the tokens are forgotten all the same: the player asked to leave, and Oyna keeps nothing.
 */
export async function disconnectStrava(
  db: Db,
  options: { strava: StravaClient; userId: string; log: FastifyBaseLogger; now?: Date },
): Promise<StravaConnection> {
  const { userId, log } = options;
  const now = options.now ?? new Date();
  try {
    const accessToken = await freshStravaAccessToken(db, { ...options, now });
    await options.strava.deauthorize(accessToken);
  } catch (error) {
    // Nothing stored, or nothing Strava still honours, is not worth a warning.
    const code = error instanceof AppError ? error.code : 'strava_rejected';
    if (code !== 'strava_not_connected' && code !== 'strava_reconnect_needed') {
      log.warn({ userId, code }, 'Strava deauthorize failed; forgetting the tokens anyway');
    }
  }
  const state = await db.transaction(async (tx) => {
    await tx.delete(stravaConnections).where(eq(stravaConnections.userId, userId));
    await tx.delete(stravaAuthorizationStates).where(eq(stravaAuthorizationStates.userId, userId));
    return syncFitnessConnection(tx, { userId, now });
  });
  return { enabled: true, state, connected_at: null };
}
