import type { gameListQuerySchema } from '@oyna/shared';
import {
  type GameListResponse,
  type GameSummary,
  SKILL_LEVELS,
  type SkillLevel,
  bakuDayEnd,
  bakuDayStart,
  dateChipRange,
} from '@oyna/shared';
import { type SQL, and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { games, venues } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { pageOf, pageWindow } from '../../lib/page-query.js';
import { type GeoPoint, needsGoalkeeperSql, selectGames, venueDistanceSql } from './game-queries.js';
import { type GameWithCounts, toGameSummary } from './game-response.js';
import { type PlayerStanding, loadPlayerStanding } from './player-standing.js';
import { unauthorized } from '../../errors/app-error.js';

export type ListGamesQuery = z.output<typeof gameListQuerySchema>;

/** The player's level as its place in SKILL_LEVELS, compared with a game's range in SQL. */
function levelFitsSql(level: SkillLevel): SQL {
  const levels = sql.raw(`array[${SKILL_LEVELS.map((name) => `'${name}'`).join(', ')}]`);
  const rank = SKILL_LEVELS.indexOf(level) + 1;
  return sql`(${games.minLevel} is null or array_position(${levels}, ${games.minLevel}) <= ${rank})
    and (${games.maxLevel} is null or array_position(${levels}, ${games.maxLevel}) >= ${rank})`;
}

function conditions(
  query: ListGamesQuery,
  actor: AuthUser | null,
  standing: PlayerStanding | null,
  now: Date,
): SQL[] {
  // A team match's game is never listed (decision 22).
  const list: (SQL | undefined)[] = [eq(games.origin, 'pickup')];
  if (query.search) {
    list.push(containsFolded([games.title, venues.name], query.search));
  }
  switch (query.status) {
    case 'open':
      list.push(eq(games.status, 'open'), lt(games.placesTaken, games.capacity));
      break;
    case 'full':
      list.push(eq(games.status, 'open'), gte(games.placesTaken, games.capacity));
      break;
    case 'cancelled':
    case 'completed':
      list.push(eq(games.status, query.status));
      break;
    default:
      if (query.organizer !== 'me') list.push(sql`${games.status} <> 'cancelled'`);
  }
  const wantsHistory =
    query.status === 'completed' || query.status === 'cancelled' || query.organizer === 'me';
  if (query.date_from) list.push(gte(games.startsAt, bakuDayStart(query.date_from)));
  else if (!wantsHistory) list.push(gt(games.startsAt, now));
  if (query.date_to) list.push(lt(games.startsAt, bakuDayEnd(query.date_to)));
  if (query.when) {
    const range = dateChipRange(query.when, now);
    list.push(gte(games.startsAt, range.from), lt(games.startsAt, range.to));
  }
  const near = nearPoint(query);
  if (near && query.within_km !== undefined) list.push(lte(venueDistanceSql(near), query.within_km));
  if (query.my_level && standing) list.push(levelFitsSql(standing.level));
  if (query.needs_goalkeeper) list.push(needsGoalkeeperSql);
  if (query.format) list.push(eq(games.format, query.format));
  if (query.venue_id) list.push(eq(games.venueId, query.venue_id));
  if (query.venue_type) list.push(eq(venues.type, query.venue_type));
  if (query.district) list.push(eq(venues.district, query.district));
  if (query.max_price !== undefined) list.push(lte(games.priceQepik, Math.round(query.max_price * 100)));
  if (query.organizer === 'me')
    list.push(eq(games.organizerId, actor?.id ?? '00000000-0000-0000-0000-000000000000'));
  return list.filter((condition): condition is SQL => condition !== undefined);
}

function nearPoint(query: ListGamesQuery): GeoPoint | null {
  return query.lat !== undefined && query.lng !== undefined
    ? { latitude: query.lat, longitude: query.lng }
    : null;
}

/**
 * Game discovery: filters, soonest first (history newest first, or nearest first from where the
 * player is), a page, each with my price. "At my level" needs a signed-in player.
 */
export async function listGames(
  db: DbExecutor,
  input: { query: ListGamesQuery; actor: AuthUser | null; now?: Date },
): Promise<GameListResponse> {
  const now = input.now ?? new Date();
  const { query } = input;
  if (query.my_level && !input.actor) throw unauthorized();
  const standing = input.actor ? await loadPlayerStanding(db, input.actor.id) : null;
  const { rows, total } = await selectListedGames(db, { query, actor: input.actor, standing, now });
  const items: GameSummary[] = rows.map((row) => toGameSummary(row, standing, now));
  return pageOf(items, total, query);
}

/** The page of games a query lists (with the actor's booking of each when signed in), and the total. */
export async function selectListedGames(
  db: DbExecutor,
  input: { query: ListGamesQuery; actor: AuthUser | null; standing: PlayerStanding | null; now: Date },
): Promise<{ rows: GameWithCounts[]; total: number }> {
  const { query } = input;
  const near = nearPoint(query);
  const newestFirst = query.status === 'completed' || query.status === 'cancelled';
  const byTime = newestFirst ? desc(games.startsAt) : asc(games.startsAt);
  return selectGames(db, {
    where: and(...conditions(query, input.actor, input.standing, input.now)),
    orderBy:
      near && query.sort === 'distance'
        ? [asc(venueDistanceSql(near)), byTime, asc(games.id)]
        : [byTime, asc(games.id)],
    ...pageWindow(query),
    userId: input.actor?.id ?? null,
    near,
  });
}
