import type { GameSides } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { canManage } from '../games/game-access.js';
import { readGameSides } from './game-sides-view.js';
import { loadSideCandidates } from './side-candidates.js';

/** The sides of a game, for its confirmed players, its organizer and admins. */
export async function getGameSides(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameSides> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
    if (!game) throw notFound('game_not_found');
    const candidates = await loadSideCandidates(tx, game.id);
    const manage = canManage(input.actor, game);
    if (!manage && !candidates.some((candidate) => candidate.id === input.actor.id)) throw forbidden();
    return readGameSides(tx, { gameId: game.id, candidates, viewer: input.actor, canManage: manage });
  });
}
