import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, ratingHistory } from '../../db/schema.js';
import { gameMention } from '../games/game-mention.js';
import type { GameHooks } from '../games/game-hooks.js';
import { notify } from '../notifications/notify.js';
import { voteClosesAt } from './vote-window.js';

/**
 * The first recording of a result tells each player who attended (not whoever recorded it) that
 * the result is in and the player-of-the-match vote is open until `vote_closes_at`. Corrections
 * are quiet: the key is the game and the player.
 */
export async function notifyResultRecorded(
  tx: DbExecutor,
  input: { game: GameRow; attendees: readonly string[]; recordedBy: string; now: Date; hooks: GameHooks },
): Promise<void> {
  const payload = {
    ...(await gameMention(tx, input.game)),
    vote_closes_at: voteClosesAt(input.now).toISOString(),
  };
  await input.hooks.onGameEvent(tx, {
    type: 'result_recorded',
    gameId: input.game.id,
    key: `result_recorded:${input.game.id}`,
    at: input.now,
  });
  for (const userId of new Set(input.attendees)) {
    if (userId === input.recordedBy) continue;
    await notify(
      tx,
      userId,
      { kind: 'result_recorded', payload },
      { dedupeKey: `result_recorded:${input.game.id}:${userId}`, now: input.now },
    );
  }
}

/**
 * After the ratings are replayed for a game with a result: each player whose rating this game
 * moved (not whoever recorded it) is told before and after, once per game (a correction that
 * moves it again is quiet; the profile shows the history).
 */
export async function notifyRatingChanges(
  tx: DbExecutor,
  input: { game: GameRow; recordedBy: string; now: Date },
): Promise<void> {
  const rows = await tx
    .select({ userId: ratingHistory.userId, rating: ratingHistory.rating, delta: ratingHistory.delta })
    .from(ratingHistory)
    .where(and(eq(ratingHistory.gameId, input.game.id), ne(ratingHistory.delta, 0)));
  if (rows.length === 0) return;
  const mention = await gameMention(tx, input.game);
  for (const row of rows) {
    if (row.userId === input.recordedBy) continue;
    await notify(
      tx,
      row.userId,
      {
        kind: 'rating_changed',
        payload: { ...mention, before: row.rating - row.delta, after: row.rating },
      },
      { dedupeKey: `rating_changed:${input.game.id}:${row.userId}`, now: input.now },
    );
  }
}
