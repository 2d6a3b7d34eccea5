import type { Competition } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findCompetition } from './competition-access.js';
import { toCompetitionDetail } from './competition-view.js';

/** `GET /competitions/{id}`: public, like a game's page; the permissions are the viewer's. */
export async function getCompetition(
  db: Db,
  options: { actor: AuthUser | null; competitionId: string; now?: Date },
): Promise<Competition> {
  const row = await findCompetition(db, options.competitionId);
  return toCompetitionDetail(db, row, { actor: options.actor, now: options.now ?? new Date() });
}
