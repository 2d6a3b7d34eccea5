import type { GameTeams } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { canManage } from '../games/game-access.js';
import { readGameTeams } from './game-teams-view.js';
import { loadTeamCandidates } from './team-candidates.js';

/** The teams of a game, for its confirmed players, its organizer and admins. */
export async function getGameTeams(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameTeams> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
    if (!game) throw notFound('game_not_found');
    const candidates = await loadTeamCandidates(tx, game.id);
    const manage = canManage(input.actor, game);
    if (!manage && !candidates.some((candidate) => candidate.id === input.actor.id)) throw forbidden();
    return readGameTeams(tx, { gameId: game.id, candidates, canManage: manage });
  });
}
