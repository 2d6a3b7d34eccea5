import { balanceSides } from '@oyna/balancer';
import type { GameSides, balanceSidesBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readGameSides } from './game-sides-view.js';
import { loadSideCandidates } from './side-candidates.js';
import { lockSidesForEditing, replaceSideSet, runBalancer } from './side-editing.js';

/**
 * Splits the confirmed players of a game into fair sides (locked players stay in their side) and
 * saves them in place of any earlier sides, with the game locked so the roster cannot change meanwhile.
 */
export async function balanceGameSides(
  db: Db,
  input: { actor: AuthUser; gameId: string; body: z.output<typeof balanceSidesBodySchema>; now?: Date },
): Promise<GameSides> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockSidesForEditing(tx, input);
    const candidates = await loadSideCandidates(tx, input.gameId);
    const locks = input.body.locks.map((lock) => ({ playerId: lock.user_id, side: lock.side }));
    const result = runBalancer(() =>
      balanceSides(
        candidates.map((candidate) => candidate.balance),
        { sides: input.body.sides, locks, seed: input.body.seed },
      ),
    );
    const locked = new Set(locks.map((lock) => lock.playerId));
    await replaceSideSet(tx, { gameId: input.gameId, actor: input.actor, result, locked, now });
    return readGameSides(tx, { gameId: input.gameId, candidates, viewer: input.actor, canManage: true });
  });
}
