import { randomBytes } from 'node:crypto';
import type { StravaAuthorizeResponse } from '@oyna/shared';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { stravaAuthorizationStates } from '../../db/schema.js';
import { syncFitnessConnection } from './fitness-connection-state.js';
import type { StravaClient } from './strava-client.js';

/** The player has this long between leaving for Strava and coming back. */
export const STRAVA_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * Begins connecting Strava: a random single-use state, stored with the player it belongs to and
 * the page to come back to, and the connection becomes `connecting`.
 */
export async function startStravaAuthorization(
  db: Db,
  options: { strava: StravaClient; userId: string; returnTo: string; now?: Date },
): Promise<StravaAuthorizeResponse> {
  const now = options.now ?? new Date();
  const state = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(stravaAuthorizationStates).where(lt(stravaAuthorizationStates.expiresAt, now));
    await tx.insert(stravaAuthorizationStates).values({
      state,
      userId: options.userId,
      returnTo: options.returnTo,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STRAVA_STATE_TTL_MS),
    });
    await syncFitnessConnection(tx, { userId: options.userId, now });
  });
  return { auth_url: options.strava.authorizeUrl(state) };
}
