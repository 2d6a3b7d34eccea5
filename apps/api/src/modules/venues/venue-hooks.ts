import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';

/**
 * What happens elsewhere when an admin deactivates a venue, handed to the venues module from
 * above the modules (`apps/api/src/module-hooks.ts`): venues imports no module after it.
 */
export interface VenueHooks {
  /**
   * The admin chose to cancel the venue's upcoming games: each is cancelled as its organizer would,
   * after the venue is closed to new games. Returns the games cancelled and the players refunded.
   */
  cancelUpcomingGames(
    db: Db,
    options: { actor: AuthUser; venueId: number; now: Date },
  ): Promise<{ cancelledGameIds: string[]; refundedPlayers: number }>;
}
