import { describeTeams } from '@oyna/balancer';
import type { GameTeams, saveTeamsBodySchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { readGameTeams } from './game-teams-view.js';
import { loadTeamCandidates } from './team-candidates.js';
import { lockTeamsForEditing, replaceTeamSet, runBalancer } from './team-editing.js';

/**
 * Saves teams the organizer arranged by hand: every confirmed player in exactly one team, team
 * sizes within one of each other. They replace any earlier teams.
 */
export async function saveGameTeams(
  db: Db,
  input: { actor: AuthUser; gameId: string; body: z.output<typeof saveTeamsBodySchema>; now?: Date },
): Promise<GameTeams> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockTeamsForEditing(tx, input);
    const candidates = await loadTeamCandidates(tx, input.gameId);
    const arrangement = input.body.teams.map((team) => team.players.map((player) => player.user_id));
    const result = runBalancer(() =>
      describeTeams(
        candidates.map((candidate) => candidate.balance),
        arrangement,
      ),
    );
    const sizes = arrangement.map((ids) => ids.length);
    if (Math.max(...sizes) - Math.min(...sizes) > 1) throw new AppError('teams_invalid', 422);
    const locked = new Set(
      input.body.teams.flatMap((team) =>
        team.players.filter((player) => player.locked).map((player) => player.user_id),
      ),
    );
    await replaceTeamSet(tx, { gameId: input.gameId, actor: input.actor, result, locked, now });
    return readGameTeams(tx, { gameId: input.gameId, candidates, canManage: true });
  });
}
