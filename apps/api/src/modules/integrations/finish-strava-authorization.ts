import type { StravaCallbackRequest, StravaCallbackResponse } from '@oyna/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { stravaAuthorizationStates, stravaConnections } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { syncFitnessConnection } from './fitness-connection-state.js';
import { STRAVA_SCOPE, type StravaClient, StravaRejectedError } from './strava-client.js';

/** Strava's `scope` answer lists what the player ticked; `activity:read_all` includes ours. */
function grantsActivities(scope: string | undefined): boolean {
  if (scope === undefined) return true;
  const granted = scope.split(/[,\s]+/);
  return granted.includes(STRAVA_SCOPE) || granted.includes('activity:read_all');
}

/**
 * Finishes connecting Strava with what Strava sent to the callback page. The state must be the
 * caller's own, unexpired and unused; a state that fails that changes nothing. A valid state is
 * used up whatever happens next; the code is exchanged for tokens, which are stored.
 */
export async function finishStravaAuthorization(
  db: Db,
  options: { strava: StravaClient; userId: string; callback: StravaCallbackRequest; now?: Date },
): Promise<StravaCallbackResponse> {
  const { userId, callback } = options;
  const now = options.now ?? new Date();
  const [pending] = await db
    .delete(stravaAuthorizationStates)
    .where(
      and(
        eq(stravaAuthorizationStates.state, callback.state),
        eq(stravaAuthorizationStates.userId, userId),
        gt(stravaAuthorizationStates.expiresAt, now),
      ),
    )
    .returning();
  if (!pending) throw new AppError('strava_state_invalid', 400);

  const fail = async (error: AppError): Promise<never> => {
    await syncFitnessConnection(db, { userId, now });
    throw error;
  };
  if (callback.error || !callback.code || !grantsActivities(callback.scope)) {
    return fail(new AppError('strava_access_denied', 422));
  }

  let tokens;
  try {
    tokens = await options.strava.exchangeCode(callback.code);
  } catch (error) {
    if (error instanceof StravaRejectedError) {
      return fail(new AppError('strava_authorization_failed', 400, { cause: error }));
    }
    return fail(
      error instanceof AppError ? error : new AppError('strava_unavailable', 502, { cause: error }),
    );
  }
  if (tokens.athleteId === null) return fail(new AppError('strava_authorization_failed', 400));

  const row = {
    athleteId: tokens.athleteId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    scope: callback.scope ?? STRAVA_SCOPE,
    updatedAt: now,
  };
  const state = await db.transaction(async (tx) => {
    await tx
      .insert(stravaConnections)
      .values({ userId, createdAt: now, ...row })
      .onConflictDoUpdate({ target: stravaConnections.userId, set: row });
    return syncFitnessConnection(tx, { userId, now });
  });
  return { state, return_to: pending.returnTo };
}
