import type { GameTeams } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameTeamSets } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { readGameTeams } from './game-teams-view.js';
import { loadTeamCandidates } from './team-candidates.js';
import { lockTeamsForEditing } from './team-editing.js';

/** Forgets the saved teams of a game (the members go with the set): every player is unassigned again. */
export async function resetGameTeams(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameTeams> {
  return db.transaction(async (tx) => {
    await lockTeamsForEditing(tx, input);
    await tx.delete(gameTeamSets).where(eq(gameTeamSets.gameId, input.gameId));
    const candidates = await loadTeamCandidates(tx, input.gameId);
    return readGameTeams(tx, { gameId: input.gameId, candidates, canManage: true });
  });
}
