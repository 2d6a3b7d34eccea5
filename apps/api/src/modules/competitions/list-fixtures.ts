import type { CompetitionFixtures } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findCompetition } from './competition-access.js';
import { loadMatches } from './competition-view.js';

/** `GET /competitions/{id}/fixtures`: public; every match by kick-off, or one team's. */
export async function listFixtures(
  db: Db,
  options: { actor: AuthUser | null; competitionId: string; teamId?: string | undefined; now?: Date },
): Promise<CompetitionFixtures> {
  const competition = await findCompetition(db, options.competitionId);
  const matches = await loadMatches(db, competition, {
    actor: options.actor,
    now: options.now ?? new Date(),
    teamId: options.teamId,
  });
  return { matches };
}
