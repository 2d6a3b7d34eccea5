import type { DevFixtureMoved } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { lockGame } from '../games/lock-game.js';
import { latestFreeStartAt } from './latest-free-start.js';
import { moveGameBack, moved } from './moved.js';

const MINUTE_MS = 60_000;

/**
 * `POST /dev/fixtures/games/{id}/kick-off` (end-to-end tests only, decision 57): an open pickup
 * game not yet kicked off is moved back so that it kicked off a minute ago (or, when the venue's
 * pitches were all taken then, at the latest earlier moment one was free); its result and the
 * referee's fair-play marks may then be recorded. The game's own timeline moves as one (its
 * creation, the opening of registration, the kick-off); its bookings, holds and the ledger keep the
 * moments they happened. Lock order: the game, then the venue (as moving a game does).
 */
export async function kickOffGame(db: Db, options: { gameId: string; now?: Date }): Promise<DevFixtureMoved> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, options.gameId);
    if (game.status !== 'open') throw new AppError('conflict', 409);
    const latest = now.getTime() - MINUTE_MS;
    if (game.startsAt.getTime() <= latest) return moved(game.id, game.startsAt, game.durationMinutes);

    const startsAt = await latestFreeStartAt(tx, {
      venueId: game.venueId,
      durationMinutes: game.durationMinutes,
      latest: new Date(latest),
      ignoreGameIds: [game.id],
    });
    const shift = game.startsAt.getTime() - startsAt.getTime();
    await moveGameBack(tx, game, shift, now);
    return moved(game.id, startsAt, game.durationMinutes);
  });
}
