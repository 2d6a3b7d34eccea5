import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, games } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';

/**
 * Locks a game's row for the rest of the transaction. Every change of a game's places takes this
 * lock first (then, if money moves, the wallet's), so bookings of one game run one at a time and
 * `places_taken` never passes the capacity. A team match's game is not a pickup game: only the
 * team-match use cases change it (`origin: 'team_match'`), so every other caller gets a 404
 * (docs/decisions/0022-teams-rules.md).
 */
export async function lockGame(
  tx: DbExecutor,
  gameId: string,
  options: { origin?: GameRow['origin'] | 'any' } = {},
): Promise<GameRow> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  const origin = options.origin ?? 'pickup';
  if (!game || (origin !== 'any' && game.origin !== origin)) throw notFound('game_not_found');
  return game;
}

/** Adds `delta` to the places taken of a locked game and returns the new row. */
export async function changePlacesTaken<Game extends Pick<GameRow, 'id' | 'placesTaken'>>(
  tx: DbExecutor,
  game: Game,
  delta: number,
): Promise<Game | GameRow> {
  if (delta === 0) return game;
  const [updated] = await tx
    .update(games)
    .set({ placesTaken: game.placesTaken + delta, updatedAt: new Date() })
    .where(eq(games.id, game.id))
    .returning();
  if (!updated) throw new Error(`game ${game.id} vanished while locked`);
  return updated;
}
