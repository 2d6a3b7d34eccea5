import { balanceSides } from '@oyna/balancer';
import type { GameSides, balanceSidesBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import type { GameHooks } from '../games/game-hooks.js';
import { editGameSides, runBalancer } from './side-editing.js';

/**
 * Splits the confirmed players of a game into fair sides (locked players stay in their side) and
 * saves them in place of any earlier sides, with the game locked so the roster cannot change meanwhile.
 */
export async function balanceGameSides(
  db: Db,
  input: {
    actor: AuthUser;
    gameId: string;
    body: z.output<typeof balanceSidesBodySchema>;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<GameSides> {
  return editGameSides(db, input, (candidates) => {
    const locks = input.body.locks.map((lock) => ({ playerId: lock.user_id, side: lock.side }));
    const result = runBalancer(() =>
      balanceSides(
        candidates.map((candidate) => candidate.balance),
        { sides: input.body.sides, locks, seed: input.body.seed },
      ),
    );
    return { result, locked: new Set(locks.map((lock) => lock.playerId)) };
  });
}
