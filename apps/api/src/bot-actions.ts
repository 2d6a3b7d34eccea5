import {
  type BakuDistrict,
  type GameListQuery,
  type GameSummary,
  BAKU_DISTRICTS,
  gameListQuerySchema,
  myGamesQuerySchema,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { gameAlerts } from './db/schema.js';
import { leaveGame } from './modules/games/leave-game.js';
import { listGames } from './modules/games/list-games.js';
import { listMyGames } from './modules/games/list-my-games.js';
import { registerForGame } from './modules/games/register-for-game.js';
import type { BotActions } from './modules/notifications/notification-hooks.js';
import { answerSlotDateFromBot } from './modules/team-slots/answer-slot-date.js';
import { getWallet } from './modules/wallet/get-wallet.js';

/** The districts a player asked to hear about: those of their active game alerts (decision 84). */
async function alertDistricts(db: Db, userId: string): Promise<BakuDistrict[]> {
  const rows = await db
    .select({ districts: gameAlerts.districts })
    .from(gameAlerts)
    .where(and(eq(gameAlerts.userId, userId), eq(gameAlerts.status, 'active')));
  const asked = new Set(rows.flatMap((row) => row.districts));
  return BAKU_DISTRICTS.filter((district) => asked.has(district));
}

/**
 * Open games with free places, soonest first, through the games' own list (the same filters as
 * the web's search): in any of `districts` (each its own page, merged), at the player's level.
 */
async function findOpenGames(db: Db, input: Parameters<BotActions['findGames']>[1]): Promise<GameSummary[]> {
  const actor = input.userId ? { id: input.userId, role: 'player' as const, sessionId: '' } : null;
  const districts = input.districts ?? (input.userId ? await alertDistricts(db, input.userId) : []);
  const query = (district?: BakuDistrict): GameListQuery => ({
    status: 'open',
    page_size: input.limit,
    ...(input.userId && input.atMyLevel ? { my_level: 'true' as const } : {}),
    ...(input.search ? { search: input.search } : {}),
    ...(district ? { district } : {}),
  });
  const pages = await Promise.all(
    (districts.length > 0 ? districts : [undefined]).map((district) =>
      listGames(db, { query: gameListQuerySchema.parse(query(district)), actor }),
    ),
  );
  return pages
    .flatMap((page) => page.items)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.id.localeCompare(b.id))
    .slice(0, input.limit);
}

/** The bot's buttons and commands, each through the module that owns the use case. */
export const botActions: BotActions = {
  giveUpPlace: (db, who) => leaveGame(db, who),
  answerTeamSlot: (db, answer) => answerSlotDateFromBot(db, answer),
  findGames: findOpenGames,
  myUpcomingGames: async (db, input) =>
    (
      await listMyGames(db, {
        userId: input.userId,
        query: myGamesQuerySchema.parse({ scope: 'upcoming', page_size: input.limit }),
      })
    ).items,
  bookFromWallet: async (db, input) =>
    (
      await registerForGame(db, {
        userId: input.userId,
        gameId: input.gameId,
        paymentMethod: 'balance',
        idempotencyKey: input.idempotencyKey,
      })
    ).result,
  wallet: (db, input) => getWallet(db, input),
};
