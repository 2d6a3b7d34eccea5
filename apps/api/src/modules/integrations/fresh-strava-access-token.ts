import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type StravaConnectionRow, stravaConnections } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { syncFitnessConnection } from './fitness-connection-state.js';
import { type StravaClient, StravaRejectedError } from './strava-client.js';

/** A token this close to its end is refreshed first, so it does not expire on the way. */
export const STRAVA_REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The player's stored connection, or 409 `strava_not_connected`. */
export async function findStravaConnection(db: Db, userId: string): Promise<StravaConnectionRow> {
  const [row] = await db.select().from(stravaConnections).where(eq(stravaConnections.userId, userId));
  if (!row) throw new AppError('strava_not_connected', 409);
  return row;
}

/**
 * An access token that works now: the stored one, or a new one from `grant_type=refresh_token`
 * when it has expired. When two requests refresh at once, the one that loses keeps the winner's
 * tokens. When Strava refuses the refresh token (the player revoked access there), the connection
 * is forgotten and the player is asked to connect again.
 */
export async function freshStravaAccessToken(
  db: Db,
  options: { strava: StravaClient; userId: string; now?: Date },
): Promise<string> {
  const { userId } = options;
  const now = options.now ?? new Date();
  const row = await findStravaConnection(db, userId);
  if (row.expiresAt.getTime() - now.getTime() > STRAVA_REFRESH_MARGIN_MS) return row.accessToken;

  let tokens;
  try {
    tokens = await options.strava.refresh(row.refreshToken);
  } catch (error) {
    if (!(error instanceof StravaRejectedError)) throw error;
    await db.transaction(async (tx) => {
      await tx
        .delete(stravaConnections)
        .where(
          and(eq(stravaConnections.userId, userId), eq(stravaConnections.refreshToken, row.refreshToken)),
        );
      await syncFitnessConnection(tx, { userId, now });
    });
    throw new AppError('strava_reconnect_needed', 409, { cause: error });
  }
  const [updated] = await db
    .update(stravaConnections)
    .set({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt,
      updatedAt: now,
    })
    .where(and(eq(stravaConnections.userId, userId), eq(stravaConnections.refreshToken, row.refreshToken)))
    .returning({ accessToken: stravaConnections.accessToken });
  if (updated) return updated.accessToken;
  return (await findStravaConnection(db, userId)).accessToken;
}
