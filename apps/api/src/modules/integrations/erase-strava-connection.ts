import { eq } from 'drizzle-orm';
import { stravaAuthorizationStates, stravaConnections } from '../../db/schema.js';
import type { ErasureStep } from '../users/deletion/account-deletion-hooks.js';

/** An erased player's Strava connection and its tokens, and any authorization still under way (decision 91). */
export const eraseStravaConnection: ErasureStep = async (tx, { userId }) => {
  await tx.delete(stravaConnections).where(eq(stravaConnections.userId, userId));
  await tx.delete(stravaAuthorizationStates).where(eq(stravaAuthorizationStates.userId, userId));
};
