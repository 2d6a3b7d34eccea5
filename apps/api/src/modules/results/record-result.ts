import type { GameResult } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { GameHooks } from '../games/game-hooks.js';
import type { ResultInput } from './check-result.js';
import { getGameResult } from './get-game-result.js';
import { notifyRatingChanges } from './notify-result.js';
import { replayRatingsFrom } from './replay-ratings.js';
import { saveResult } from './save-result.js';

/**
 * The organizer records a game's result, or corrects it by sending it again. In one transaction,
 * with the game locked: the result and its lines, attendance on the roster, the game completed,
 * votes that no longer count dropped, the player of the match and the ratings replayed from this
 * game on (decision 13), and the players told (the result, the vote, their rating). A refused
 * result changes nothing.
 */
export async function recordResult(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string; result: ResultInput; now?: Date; hooks: GameHooks },
): Promise<GameResult> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const game = await saveResult(tx, { ...input, now });
    await replayRatingsFrom(tx, game.startsAt);
    await notifyRatingChanges(tx, { game, recordedBy: input.actor.id, now });
  });
  return getGameResult(db, { actor: input.actor, gameId: input.gameId, now });
}
