import { BalanceError, type BalanceResult } from '@oyna/balancer';
import type { GameSides } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameRow, gameResults, gameSideMembers, gameSideSets, games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertCanManage } from '../games/game-access.js';
import { gameMention } from '../games/game-mention.js';
import type { GameHooks } from '../games/game-hooks.js';
import { lockGame } from '../games/lock-game.js';
import { notify } from '../notifications/notify.js';
import { readGameSides } from './game-sides-view.js';
import { type SideCandidate, loadSideCandidates } from './side-candidates.js';

/**
 * Locks the game for a change of its sides: only its organizer or an admin, and not once the game
 * is cancelled or has a result (the result records who played in which side).
 */
export async function lockSidesForEditing(
  tx: DbExecutor,
  input: { gameId: string; actor: AuthUser },
): Promise<GameRow> {
  const game = await lockGame(tx, input.gameId);
  assertCanManage(input.actor, game);
  if (game.status === 'cancelled') throw new AppError('sides_not_editable', 409);
  const [result] = await tx
    .select({ gameId: gameResults.gameId })
    .from(gameResults)
    .where(eq(gameResults.gameId, game.id));
  if (result) throw new AppError('sides_not_editable', 409);
  return game;
}

/** Runs the balancer and turns its refusals into the catalogue's errors (never a 500). */
export function runBalancer(balance: () => BalanceResult): BalanceResult {
  try {
    return balance();
  } catch (error) {
    if (!(error instanceof BalanceError)) throw error;
    if (error.code === 'too_few_players') throw new AppError('sides_too_few_players', 422, { cause: error });
    throw new AppError('sides_invalid', 422, { cause: error });
  }
}

/**
 * Replaces the saved sides of a locked game with these. Each player in them (not the organizer who
 * saved them) is told the first time they are in the game's sides; later rearrangements are quiet,
 * so an organizer trying a few balances does not send a message each time.
 */
export async function replaceSideSet(
  tx: DbExecutor,
  input: {
    gameId: string;
    actor: AuthUser;
    result: BalanceResult;
    locked: ReadonlySet<string>;
    now: Date;
    hooks: GameHooks;
  },
): Promise<void> {
  const { result } = input;
  const values = {
    sideCount: result.sides.length,
    method: result.method,
    seed: result.seed,
    spread: result.spread,
    optimal: result.optimal,
    updatedBy: input.actor.id,
    updatedAt: input.now,
  };
  await tx
    .insert(gameSideSets)
    .values({ gameId: input.gameId, ...values })
    .onConflictDoUpdate({ target: gameSideSets.gameId, set: values });
  await tx.delete(gameSideMembers).where(eq(gameSideMembers.gameId, input.gameId));
  const members = result.sides.flatMap((side) =>
    side.players.map((player) => ({
      gameId: input.gameId,
      userId: player.id,
      sideIndex: side.index,
      locked: input.locked.has(player.id),
    })),
  );
  if (members.length > 0) await tx.insert(gameSideMembers).values(members);

  const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
  if (!game) return;
  // Told once per game, like the players: later rearrangements are quiet.
  await input.hooks.onGameEvent(tx, {
    type: 'sides_published',
    gameId: game.id,
    key: `sides_published:${game.id}`,
    at: input.now,
  });
  const mention = await gameMention(tx, game);
  for (const member of members) {
    if (member.userId === input.actor.id) continue;
    await notify(
      tx,
      member.userId,
      { kind: 'sides_published', payload: mention },
      { dedupeKey: `sides_published:${game.id}:${member.userId}`, now: input.now },
    );
  }
}

/**
 * One edit of a game's sides, in one transaction with the game locked (`lockSidesForEditing`):
 * `arrange` makes the sides from the confirmed players (through `runBalancer`) and says who stays
 * locked in theirs; they replace the saved sides, and the answer is the sides as the organizer sees them.
 */
export async function editGameSides(
  db: Db,
  input: { actor: AuthUser; gameId: string; now?: Date | undefined; hooks: GameHooks },
  arrange: (candidates: SideCandidate[]) => { result: BalanceResult; locked: ReadonlySet<string> },
): Promise<GameSides> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockSidesForEditing(tx, input);
    const candidates = await loadSideCandidates(tx, input.gameId);
    const { result, locked } = arrange(candidates);
    await replaceSideSet(tx, {
      gameId: input.gameId,
      actor: input.actor,
      result,
      locked,
      now,
      hooks: input.hooks,
    });
    return readGameSides(tx, { gameId: input.gameId, candidates, viewer: input.actor, canManage: true });
  });
}
