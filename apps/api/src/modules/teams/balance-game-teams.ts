import { balanceTeams } from '@oyna/balancer';
import type { GameTeams, balanceTeamsBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { readGameTeams } from './game-teams-view.js';
import { loadTeamCandidates } from './team-candidates.js';
import { lockTeamsForEditing, replaceTeamSet, runBalancer } from './team-editing.js';

/**
 * Splits the confirmed players of a game into fair teams (locked players stay in their team) and
 * saves them in place of any earlier teams, with the game locked so the roster cannot change meanwhile.
 */
export async function balanceGameTeams(
  db: Db,
  input: { actor: AuthUser; gameId: string; body: z.output<typeof balanceTeamsBodySchema>; now?: Date },
): Promise<GameTeams> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockTeamsForEditing(tx, input);
    const candidates = await loadTeamCandidates(tx, input.gameId);
    const locks = input.body.locks.map((lock) => ({ playerId: lock.user_id, team: lock.team }));
    const result = runBalancer(() =>
      balanceTeams(
        candidates.map((candidate) => candidate.balance),
        { teams: input.body.teams, locks, seed: input.body.seed },
      ),
    );
    const locked = new Set(locks.map((lock) => lock.playerId));
    await replaceTeamSet(tx, { gameId: input.gameId, actor: input.actor, result, locked, now });
    return readGameTeams(tx, { gameId: input.gameId, candidates, canManage: true });
  });
}
