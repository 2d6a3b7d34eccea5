import type { PlayerStats } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { loadPlayerStats } from './load-player-stats.js';
import { assertCanSeeProfile, seesPrivateDetails } from '../users/profile-access.js';

/** `GET /users/{id}/stats`: a player's numbers, unless their profile is private to the viewer. */
export async function getPlayerStats(
  db: Db,
  options: { viewer: AuthUser | null; userId: string },
): Promise<PlayerStats> {
  return db.transaction(async (tx) => {
    const user = await assertCanSeeProfile(tx, options);
    return loadPlayerStats(tx, {
      userId: user.id,
      showHiddenRank: seesPrivateDetails(options.viewer, user.id),
    });
  });
}
