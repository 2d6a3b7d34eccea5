import type { GameSides } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSideSets } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readGameSides } from './game-sides-view.js';
import { loadSideCandidates } from './side-candidates.js';
import { lockSidesForEditing } from './side-editing.js';

/** Forgets the saved sides of a game (the members go with the set): every player is unassigned again. */
export async function resetGameSides(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameSides> {
  return db.transaction(async (tx) => {
    await lockSidesForEditing(tx, input);
    await tx.delete(gameSideSets).where(eq(gameSideSets.gameId, input.gameId));
    const candidates = await loadSideCandidates(tx, input.gameId);
    return readGameSides(tx, { gameId: input.gameId, candidates, viewer: input.actor, canManage: true });
  });
}
