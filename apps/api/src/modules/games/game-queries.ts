import { type SQL, and, asc, desc, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database.js';
import { EARTH_RADIUS_KM } from '@oyna/shared';
import {
  type GameRegistrationRow,
  gameGuests,
  gameRegistrations,
  games,
  users,
  venues,
} from '../../db/schema.js';
import { pageWindow, readWindow, totalOverAll } from '../../lib/page-query.js';
import type { GameWithCounts } from './game-response.js';

const myRegistration = alias(gameRegistrations, 'mine');

/**
 * The game's id, always qualified: a bare column renders as `"id"` in a query on `games` alone, and
 * inside a subquery that name would be the subquery's own table's id.
 */
const gameId = sql`${games}.${sql.identifier('id')}`;
/** The confirmed guests of the game. */
export const guestsCount = sql<number>`(select count(*)::int from ${gameGuests} g where g.game_id = ${gameId} and g.status = 'confirmed')`;
/** Confirmed places: players and their guests. */
export const playersCount = sql<number>`((select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId} and r.status = 'confirmed') + ${guestsCount})`;
export const heldCount = sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId} and r.status = 'pending_payment')`;
export const waitlistCount = sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId} and r.status = 'waitlisted')`;
/** No confirmed player of the game has goalkeeper as their primary position. */
export const needsGoalkeeperSql = sql<boolean>`not exists (select 1 from ${gameRegistrations} r join ${users} u on u.id = r.user_id where r.game_id = ${gameId} and r.status = 'confirmed' and u.primary_position = 'goalkeeper')`;

/** Great-circle kilometres from a point to the game's venue (the haversine of `distanceKm` in shared). */
export function venueDistanceSql(point: GeoPoint): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${venues.latitude} - ${point.latitude}) / 2), 2) +
    cos(radians(${point.latitude})) * cos(radians(${venues.latitude})) *
    power(sin(radians(${venues.longitude} - ${point.longitude}) / 2), 2)))))`;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GameSelection {
  where?: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
  /** Whose registration to attach to each game. */
  userId?: string | null;
  /** Where the player is: each game gets its venue's distance from here. */
  near?: GeoPoint | null;
}

/** Games with their venue, player and waitlist counts and the user's active booking, and the total. */
export async function selectGames(
  db: DbExecutor,
  selection: GameSelection,
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const userId = selection.userId ?? null;
  const query = db
    .select({
      game: getTableColumns(games),
      venue: getTableColumns(venues),
      playersCount,
      guestsCount,
      heldCount,
      waitlistCount,
      needsGoalkeeper: needsGoalkeeperSql,
      distanceKm: selection.near ? venueDistanceSql(selection.near) : sql<null>`null::float8`,
      mine: getTableColumns(myRegistration),
      total: totalOverAll(),
    })
    .from(games)
    .innerJoin(venues, eq(venues.id, games.venueId))
    .leftJoin(
      myRegistration,
      and(
        eq(myRegistration.gameId, games.id),
        userId ? eq(myRegistration.userId, userId) : sql`false`,
        ne(myRegistration.status, 'cancelled'),
      ),
    )
    .where(selection.where)
    .orderBy(...selection.orderBy)
    .$dynamic();
  return readWindow(query, selection, (row) => ({
    game: row.game,
    venue: row.venue,
    playersCount: row.playersCount,
    guestsCount: row.guestsCount,
    heldCount: row.heldCount,
    waitlistCount: row.waitlistCount,
    needsGoalkeeper: row.needsGoalkeeper,
    distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    myRegistration: row.mine?.id ? (row.mine as GameRegistrationRow) : null,
  }));
}

/** Which page of a person's schedule: upcoming games or past ones. */
export interface SchedulePage {
  scope: 'upcoming' | 'past';
  page: number;
  page_size: number;
}

/**
 * A page of one person's schedule, the games that `whose` makes theirs (their bookings, the games
 * they referee) and that are not cancelled: upcoming soonest first, or past newest first.
 */
export function selectScheduledGames(
  db: DbExecutor,
  schedule: { whose: SQL[]; userId: string; query: SchedulePage; now: Date },
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const upcoming = schedule.query.scope === 'upcoming';
  return selectGames(db, {
    where: and(
      ...schedule.whose,
      ne(games.status, 'cancelled'),
      upcoming ? gt(games.startsAt, schedule.now) : lte(games.startsAt, schedule.now),
    ),
    orderBy: [upcoming ? asc(games.startsAt) : desc(games.startsAt), asc(games.id)],
    ...pageWindow(schedule.query),
    userId: schedule.userId,
  });
}
