import { FITNESS_SUMMARY_DAYS, type FitnessSummary } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { freshStravaAccessToken } from './fresh-strava-access-token.js';
import type { StravaActivity, StravaClient } from './strava-client.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Distance in km to one decimal, sessions and moving time, over the activities given. */
export function totalActivities(activities: readonly StravaActivity[]) {
  const meters = activities.reduce((sum, each) => sum + each.distanceMeters, 0);
  return {
    distance_km: Math.round(meters / 100) / 10,
    sessions: activities.length,
    moving_time_seconds: activities.reduce((sum, each) => sum + each.movingTimeSeconds, 0),
  };
}

/** The last four weeks' activities from Strava, totalled; the access token is refreshed first if it expired. */
export async function getStravaSummary(
  db: Db,
  options: { strava: StravaClient; userId: string; now?: Date },
): Promise<FitnessSummary> {
  const now = options.now ?? new Date();
  const from = new Date(now.getTime() - FITNESS_SUMMARY_DAYS * DAY_MS);
  const accessToken = await freshStravaAccessToken(db, { ...options, now });
  const activities = await options.strava.listActivities(accessToken, from);
  return { from: from.toISOString(), to: now.toISOString(), ...totalActivities(activities) };
}
