import { lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { stravaAuthorizationStates } from '../../db/schema.js';

/** A Strava authorization's state is kept a day after it expired (docs/decisions/0086-retention.md). */
export const STRAVA_STATE_RETENTION_DAYS = 1;

/** Deletes the Strava authorization states past their retention; returns how many went. */
export function pruneStravaStates(db: DbExecutor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STRAVA_STATE_RETENTION_DAYS * 86_400_000);
  return deleteInBatches(db, stravaAuthorizationStates, lt(stravaAuthorizationStates.expiresAt, before));
}
