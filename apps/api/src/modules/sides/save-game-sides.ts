import { describeSides } from '@oyna/balancer';
import type { GameSides, saveSidesBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { GameHooks } from '../games/game-hooks.js';
import { editGameSides, runBalancer } from './side-editing.js';

/**
 * Saves sides the organizer arranged by hand: every confirmed player in exactly one side, side
 * sizes within one of each other. They replace any earlier sides.
 */
export async function saveGameSides(
  db: Db,
  input: {
    actor: AuthUser;
    gameId: string;
    body: z.output<typeof saveSidesBodySchema>;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<GameSides> {
  return editGameSides(db, input, (candidates) => {
    const arrangement = input.body.sides.map((side) => side.players.map((player) => player.user_id));
    const result = runBalancer(() =>
      describeSides(
        candidates.map((candidate) => candidate.balance),
        arrangement,
      ),
    );
    const sizes = arrangement.map((ids) => ids.length);
    if (Math.max(...sizes) - Math.min(...sizes) > 1) throw new AppError('sides_invalid', 422);
    const locked = new Set(
      input.body.sides.flatMap((side) =>
        side.players.filter((player) => player.locked).map((player) => player.user_id),
      ),
    );
    return { result, locked };
  });
}
