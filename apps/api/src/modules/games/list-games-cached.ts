import type { GameListResponse, RegistrationStatus } from '@oyna/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { CacheTopic } from '../../lib/cache-invalidation.js';
import {
  type CachedJson,
  type ResponseCache,
  normalisedQuery,
  toCachedJson,
} from '../../lib/response-cache.js';
import { type GameWithCounts, toGameSummary } from './game-response.js';
import { type ListGamesQuery, listGames, selectListedGames } from './list-games.js';
import { type PlayerStanding, loadPlayerStanding } from './player-standing.js';

/**
 * How long a cached game list may be used when no write announced a change: the bound for what
 * time alone changes (a game kicking off leaves the upcoming list, games played move a price tier).
 */
export const GAME_LIST_TTL_MS = 10_000;

interface SharedPage {
  rows: GameWithCounts[];
  total: number;
}

interface PersonalPart {
  standing: PlayerStanding;
  /** The player's live booking of each listed game. */
  statuses: Map<string, RegistrationStatus>;
}

const GAME_TOPICS = ['games'] as const;

/** Where `GET /games` keeps an answer: the key and its topics, or null for a query that is not kept. */
function gameListEntry(
  query: ListGamesQuery,
  actor: AuthUser | null,
): { key: string; topics: readonly CacheTopic[]; ttlMs: number } | null {
  // Queries about the player themselves ("at my level", "organised by me") are not kept.
  if (query.my_level || query.organizer === 'me') return null;
  const key = normalisedQuery(query);
  if (!actor) return { key: `games|${key}`, topics: GAME_TOPICS, ttlMs: GAME_LIST_TTL_MS };
  // The player's answer is kept whole too: rebuilt only when games or the player change.
  return {
    key: `games-mine|${actor.id}|${key}`,
    topics: ['games', `user:${actor.id}`],
    ttlMs: GAME_LIST_TTL_MS,
  };
}

/** The kept answer of `GET /games` for this query and caller, at once, when there is one (decision 104). */
export function peekGamesCached(
  cache: ResponseCache,
  input: { query: ListGamesQuery; actor: AuthUser | null },
): CachedJson | undefined {
  const entry = gameListEntry(input.query, input.actor);
  return entry ? cache.peekJson(entry.key, entry) : undefined;
}

/**
 * `GET /games` from the cache (docs/decisions/0038-response-cache-and-session-cache.md): the page
 * every viewer shares (games, venues, counts) is built once per query and change of games; a
 * signed-in player's part (standing for the price, their bookings of the listed games) is read
 * once per player, query and change and put together with the shared page in memory, and the
 * answer kept. Queries about the player
 * themselves ("at my level", "organised by me") are not cached.
 */
export async function listGamesCached(
  db: DbExecutor,
  cache: ResponseCache,
  input: { query: ListGamesQuery; actor: AuthUser | null; now?: Date },
): Promise<CachedJson> {
  const { query, actor } = input;
  const now = input.now ?? new Date();
  const entry = gameListEntry(query, actor);
  if (!entry) return toCachedJson(await listGames(db, input));
  const shared = () =>
    cache.get<SharedPage>(
      `games-page|${normalisedQuery(query)}`,
      { topics: GAME_TOPICS, ttlMs: GAME_LIST_TTL_MS },
      () => selectListedGames(db, { query, actor: null, standing: null, now: new Date() }),
    );
  return cache.json(entry.key, entry, async () => {
    const page = await shared();
    return toResponse(query, page, actor ? await loadPersonalPart(db, actor.id, page.rows) : null, now);
  });
}

function toResponse(
  query: ListGamesQuery,
  page: SharedPage,
  personal: PersonalPart | null,
  now: Date,
): GameListResponse {
  return {
    items: page.rows.map((row) => ({
      ...toGameSummary(row, personal?.standing ?? null, now),
      my_registration_status: personal?.statuses.get(row.game.id) ?? null,
    })),
    total: page.total,
    page: query.page,
    page_size: query.page_size,
  };
}

async function loadPersonalPart(
  db: DbExecutor,
  userId: string,
  rows: GameWithCounts[],
): Promise<PersonalPart> {
  const gameIds = rows.map((row) => row.game.id);
  const [standing, bookings] = await Promise.all([
    loadPlayerStanding(db, userId),
    gameIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ gameId: gameRegistrations.gameId, status: gameRegistrations.status })
          .from(gameRegistrations)
          .where(
            and(
              eq(gameRegistrations.userId, userId),
              inArray(gameRegistrations.gameId, gameIds),
              ne(gameRegistrations.status, 'cancelled'),
            ),
          ),
  ]);
  return { standing, statuses: new Map(bookings.map((booking) => [booking.gameId, booking.status])) };
}
