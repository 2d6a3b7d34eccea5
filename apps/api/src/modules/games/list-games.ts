import type { gameListQuerySchema } from '@oyna/shared';
import { type GameListResponse, type GameSummary } from '@oyna/shared';
import { type SQL, and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { games, venues } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { selectGames } from './game-queries.js';
import { toGameSummary } from './game-response.js';
import { loadPlayerStanding } from './player-standing.js';

export type ListGamesQuery = z.output<typeof gameListQuerySchema>;

/** Midnight at the start of a Baku day (UTC+4 all year), as an instant. */
function startOfBakuDay(day: string): Date {
  return new Date(`${day}T00:00:00+04:00`);
}
const DAY_MS = 24 * 3_600_000;

function conditions(query: ListGamesQuery, actor: AuthUser | null, now: Date): SQL[] {
  const list: (SQL | undefined)[] = [];
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
  if (query.date_from) list.push(gte(games.startsAt, startOfBakuDay(query.date_from)));
  else if (!wantsHistory) list.push(gt(games.startsAt, now));
  if (query.date_to)
    list.push(lt(games.startsAt, new Date(startOfBakuDay(query.date_to).getTime() + DAY_MS)));
  if (query.format) list.push(eq(games.format, query.format));
  if (query.venue_id) list.push(eq(games.venueId, query.venue_id));
  if (query.venue_type) list.push(eq(venues.type, query.venue_type));
  if (query.district) list.push(eq(venues.district, query.district));
  if (query.max_price !== undefined) list.push(lte(games.priceQepik, Math.round(query.max_price * 100)));
  if (query.organizer === 'me')
    list.push(eq(games.organizerId, actor?.id ?? '00000000-0000-0000-0000-000000000000'));
  return list.filter((condition): condition is SQL => condition !== undefined);
}

/** Game discovery: filters, soonest first (history newest first), a page, each with my price. */
export async function listGames(
  db: DbExecutor,
  input: { query: ListGamesQuery; actor: AuthUser | null; now?: Date },
): Promise<GameListResponse> {
  const now = input.now ?? new Date();
  const { query } = input;
  const newestFirst = query.status === 'completed' || query.status === 'cancelled';
  const { rows, total } = await selectGames(db, {
    where: and(...conditions(query, input.actor, now)),
    orderBy: [newestFirst ? desc(games.startsAt) : asc(games.startsAt), asc(games.id)],
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
    userId: input.actor?.id ?? null,
  });
  const standing = input.actor ? await loadPlayerStanding(db, input.actor.id) : null;
  const items: GameSummary[] = rows.map((row) => toGameSummary(row, standing, now));
  return { items, total, page: query.page, page_size: query.page_size };
}
