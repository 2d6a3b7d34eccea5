import { and, eq, gte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameRegistrations, games, venues } from '../../db/schema.js';
import type { CalendarEvent } from '../games/game-calendar.js';

const DAY_MS = 86_400_000;
/** How far back the feed keeps games, so a calendar still shows last week's. */
const FEED_PAST_DAYS = 30;
const MINUTE_MS = 60_000;

/**
 * The games a player is booked in (confirmed, held or waitlisted) from 30 days ago on, as calendar
 * events with stable UIDs. A booked game that was cancelled stays, marked cancelled, so a calendar
 * that had it takes it out; a game the player left is no longer listed.
 */
export async function feedEvents(
  db: Db,
  input: { userId: string; publicUrl: string; now: Date },
): Promise<CalendarEvent[]> {
  const since = new Date(input.now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const rows = await db
    .selectDistinctOn([games.id], {
      id: games.id,
      title: games.title,
      format: games.format,
      description: games.description,
      startsAt: games.startsAt,
      durationMinutes: games.durationMinutes,
      status: games.status,
      venue: {
        name: venues.name,
        address: venues.address,
        latitude: venues.latitude,
        longitude: venues.longitude,
      },
    })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .innerJoin(venues, eq(venues.id, games.venueId))
    .where(
      and(
        eq(gameRegistrations.userId, input.userId),
        gte(games.startsAt, since),
        or(
          ne(gameRegistrations.status, 'cancelled'),
          // A game called off cancels its bookings with it: listed as cancelled, not dropped.
          and(eq(games.status, 'cancelled'), gte(gameRegistrations.cancelledAt, games.cancelledAt)),
        ),
      ),
    )
    .orderBy(games.id);
  return rows
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((row) => ({
      uid: `game-${row.id}@oyna.az`,
      startsAt: row.startsAt.toISOString(),
      endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS).toISOString(),
      summary: `${row.title} · ${row.format}`,
      venue: row.venue,
      description: row.description,
      url: `${input.publicUrl}/games/${row.id}`,
      cancelled: row.status === 'cancelled',
    }));
}
