import type { Competition } from '@oyna/shared';
import type { Db, DbTransaction } from '../../db/database.js';
import type { CompetitionRow } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertManagesCompetition, lockCompetition } from './competition-access.js';
import { toCompetitionDetail } from './competition-view.js';

/**
 * One change of a competition by its organizer or an admin: `change` runs in one transaction with
 * the competition's row locked first (`lockCompetition`) and the actor checked as its manager, and
 * returns the row as it now is; the answer is the competition as the actor sees it afterwards.
 */
export async function changeCompetition(
  db: Db,
  options: { actor: AuthUser; competitionId: string; now: Date },
  change: (tx: DbTransaction, competition: CompetitionRow) => Promise<CompetitionRow>,
): Promise<Competition> {
  const competition = await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    assertManagesCompetition(options.actor, competition);
    return change(tx, competition);
  });
  return toCompetitionDetail(db, competition, { actor: options.actor, now: options.now });
}
