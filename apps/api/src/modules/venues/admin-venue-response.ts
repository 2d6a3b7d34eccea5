import type { AdminVenue } from '@oyna/shared';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type VenueRow, games } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { venues } from '../../db/schema.js';
import { toVenueResponse } from './venue-response.js';

/** Open games at each venue that have not kicked off yet. */
export async function countUpcomingGames(
  db: DbExecutor,
  venueIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (venueIds.length === 0) return new Map();
  const rows = await db
    .select({ venueId: games.venueId, count: count() })
    .from(games)
    .where(and(inArray(games.venueId, [...venueIds]), eq(games.status, 'open'), gt(games.startsAt, now)))
    .groupBy(games.venueId);
  return new Map(rows.map((row) => [row.venueId, row.count]));
}

export function toAdminVenue(row: VenueRow, upcomingGames: number): AdminVenue {
  return {
    ...toVenueResponse(row),
    upcoming_games: upcomingGames,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /admin/venues/{id}`: one venue with its state and how many upcoming games it has. */
export async function getAdminVenue(
  db: DbExecutor,
  options: { venueId: number; now?: Date },
): Promise<AdminVenue> {
  const [row] = await db.select().from(venues).where(eq(venues.id, options.venueId));
  if (!row) throw notFound('venue_not_found');
  const upcoming = await countUpcomingGames(db, [row.id], options.now);
  return toAdminVenue(row, upcoming.get(row.id) ?? 0);
}
