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
import { competitions, gameAlerts, games, users } from './db/schema.js';
import { AppError } from './errors/app-error.js';
import type { AuthUser } from './lib/auth-user.js';
import type { GameHooks } from './modules/games/game-hooks.js';
import { getGame } from './modules/games/get-game.js';
import { leaveGame } from './modules/games/leave-game.js';
import { listGames } from './modules/games/list-games.js';
import { listMyGames } from './modules/games/list-my-games.js';
import { registerForGame } from './modules/games/register-for-game.js';
import type { BotActions, ShareableCard } from './modules/notifications/notification-hooks.js';
import { getTeam } from './modules/teams/get-team.js';
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

/** The player as an actor of the games' and teams' reads (their role, for what they may see). */
async function actorOf(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row ? { id: userId, role: row.role, sessionId: '' } : null;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/**
 * A card the player may share (decision 87): a game anyone may book (as its link card: no team
 * match's or competition's game, no cancelled one), a team's invitation when the player may give
 * it (the join code the team page shows them), a competition (public, as its page).
 */
async function shareable(
  db: Db,
  input: Parameters<BotActions['shareable']>[1],
): Promise<ShareableCard | null> {
  const actor = await actorOf(db, input.userId);
  if (!actor) return null;
  try {
    switch (input.kind) {
      case 'game': {
        const [row] = await db
          .select({ origin: games.origin, status: games.status })
          .from(games)
          .where(eq(games.id, input.id));
        if (!row || row.origin !== 'pickup' || row.status === 'cancelled') return null;
        return { kind: 'game', game: await getGame(db, { gameId: input.id, actor }) };
      }
      case 'team': {
        const team = await getTeam(db, { teamId: input.id, actor });
        return team.join_code ? { kind: 'team', name: team.name, joinCode: team.join_code } : null;
      }
      case 'competition': {
        const [row] = await db
          .select({ name: competitions.name })
          .from(competitions)
          .where(eq(competitions.id, input.id));
        return row ? { kind: 'competition', id: input.id, name: row.name } : null;
      }
    }
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The bot's buttons and commands, each through the module that owns the use case; a place given up
 * or booked tells `hooks` what happened to the game.
 */
export const createBotActions = (hooks: GameHooks): BotActions => ({
  giveUpPlace: (db, who) => leaveGame(db, { ...who, hooks }),
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
        hooks,
      })
    ).result,
  wallet: (db, input) => getWallet(db, input),
  shareable,
});
