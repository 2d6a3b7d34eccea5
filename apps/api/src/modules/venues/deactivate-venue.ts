import type { AdminVenue, DeactivateVenue, DeactivateVenueResult } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { countUpcomingGames, getAdminVenue } from './admin-venue-response.js';
import { lockVenue } from './lock-venue.js';
import type { VenueHooks } from './venue-hooks.js';

/**
 * `POST /admin/venues/{id}/deactivate` (decision 20). With upcoming games the admin must choose:
 * `keep` them (they still take place) or `cancel` them, each exactly as its organizer would, so
 * everyone who paid from the wallet is refunded once (the refund is keyed by the booking).
 *
 * Two steps, for the lock order games before venue: first the venue is deactivated under its lock,
 * after which no game can be published at it or moved to it; then each upcoming game is cancelled
 * in its own transaction, by the games module through `hooks`. Repeating the call after a failure cancels what is left and refunds
 * nobody twice.
 */
export async function deactivateVenue(
  db: Db,
  options: { actor: AuthUser; venueId: number; request: DeactivateVenue; hooks: VenueHooks; now?: Date },
): Promise<{ result: DeactivateVenueResult; cancelledGameIds: string[] }> {
  const now = options.now ?? new Date();
  const { reason, upcoming_games: choice } = options.request;
  await db.transaction(async (tx) => {
    const venue = await lockVenue(tx, options.venueId);
    const upcoming = (await countUpcomingGames(tx, [venue.id], now)).get(venue.id) ?? 0;
    if (upcoming > 0 && !choice) {
      throw new AppError('venue_has_upcoming_games', 409, { params: { count: String(upcoming) } });
    }
    if (venue.deactivatedAt) return;
    await tx.update(venues).set({ deactivatedAt: now, updatedAt: now }).where(eq(venues.id, venue.id));
    await recordAudit(tx, {
      actorId: options.actor.id,
      action: 'venue.deactivated',
      subjectType: 'venue',
      subjectId: String(venue.id),
      reason,
      details: { upcoming_games: upcoming, choice: choice ?? null },
      now,
    });
  });

  const { cancelledGameIds, refundedPlayers } =
    choice === 'cancel'
      ? await options.hooks.cancelUpcomingGames(db, { actor: options.actor, venueId: options.venueId, now })
      : { cancelledGameIds: [], refundedPlayers: 0 };
  const venue: AdminVenue = await getAdminVenue(db, { venueId: options.venueId, now });
  return {
    result: { venue, cancelled_games: cancelledGameIds.length, refunded_players: refundedPlayers },
    cancelledGameIds,
  };
}

/** `POST /admin/venues/{id}/activate`: back in the directory and open for new games. */
export async function activateVenue(
  db: Db,
  options: { actorId: string; venueId: number; reason: string | undefined; now?: Date },
): Promise<AdminVenue> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const venue = await lockVenue(tx, options.venueId);
    if (!venue.deactivatedAt) return;
    await tx.update(venues).set({ deactivatedAt: null, updatedAt: now }).where(eq(venues.id, venue.id));
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'venue.activated',
      subjectType: 'venue',
      subjectId: String(venue.id),
      reason: options.reason,
      now,
    });
  });
  return getAdminVenue(db, { venueId: options.venueId, now });
}
