import { bookingVerdict, levelFits, registrationOpensFor } from '@oyna/shared';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, gameRegistrations, games } from '../../db/schema.js';
import { type PlayerStanding, loadPlayerStanding } from '../games/player-standing.js';
import { restrictionsInForce } from '../reliability/player-restrictions.js';

/** What a player's "can I book this now?" reads once, for every game told in one round. */
export interface BookerFacts {
  standing: PlayerStanding;
  restrictions: Awaited<ReturnType<typeof restrictionsInForce>>;
  /** The player's live bookings (any not cancelled), with the game's time. */
  bookings: { gameId: string; status: string; startsAt: Date; durationMinutes: number }[];
}

/**
 * One after another, not at once: the alerts job reads them in its transaction, on one connection,
 * where node-postgres would queue them anyway and warns that it will refuse to from pg 9.
 */
export async function readBookerFacts(db: DbExecutor, userId: string, now: Date): Promise<BookerFacts> {
  const standing = await loadPlayerStanding(db, userId);
  const restrictions = await restrictionsInForce(db, userId, now);
  const bookings = await db
    .select({
      gameId: gameRegistrations.gameId,
      status: gameRegistrations.status,
      startsAt: games.startsAt,
      durationMinutes: games.durationMinutes,
    })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        eq(gameRegistrations.userId, userId),
        ne(gameRegistrations.status, 'cancelled'),
        ne(games.status, 'cancelled'),
        gt(games.startsAt, sql`${now.toISOString()}::timestamptz - interval '1 day'`),
      ),
    );
  return { standing, restrictions, bookings };
}

/**
 * Why the player cannot book the game now, or null when one tap books it (decision 76): open, not
 * started, a place free, bookings open for them, their level, no restriction, not already in, and
 * no clash with a game they play.
 */
export function whyNotBookable(game: GameRow, facts: BookerFacts, now: Date): string | null {
  if (game.status !== 'open' || game.origin !== 'pickup') return 'game_not_open';
  if (game.startsAt.getTime() <= now.getTime()) return 'game_already_started';
  if (game.placesTaken >= game.capacity) return 'game_full';
  if (registrationOpensFor(game.registrationOpensAt, facts.standing.gamesPlayed) > now)
    return 'registration_not_open_yet';
  if (!levelFits(facts.standing.level, game.minLevel, game.maxLevel)) return 'level_out_of_range';
  if (!bookingVerdict(facts.restrictions, 'balance', now).allowed) return 'booking_blocked';
  if (facts.bookings.some((booking) => booking.gameId === game.id)) return 'already_registered';
  const start = game.startsAt.getTime();
  const end = start + game.durationMinutes * 60_000;
  const clash = facts.bookings.some((booking) => {
    if (booking.status === 'waitlisted') return false;
    const otherStart = booking.startsAt.getTime();
    return otherStart < end && start < otherStart + booking.durationMinutes * 60_000;
  });
  return clash ? 'game_clash' : null;
}

/** The games of these ids, as they are now. */
export async function readGames(db: DbExecutor, gameIds: readonly string[]): Promise<Map<string, GameRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(games)
    .where(inArray(games.id, [...gameIds]));
  return new Map(rows.map((row) => [row.id, row]));
}
