import type { Competition } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionTeams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { captainOf, lockCompetition } from './competition-access.js';
import { refundEntryFee } from './competition-fees.js';
import { toCompetitionDetail } from './competition-view.js';
import { findRegistration } from './registration-queries.js';

/**
 * `DELETE /competitions/{id}/registrations/{team_id}`: the captain withdraws the team before the
 * deadline; the fee goes back to the captain who paid it, once.
 */
export async function withdrawTeam(
  db: Db,
  options: { actor: AuthUser; competitionId: string; teamId: string; now?: Date },
): Promise<Competition> {
  const now = options.now ?? new Date();
  const competition = await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    const registration = await findRegistration(tx, {
      competitionId: competition.id,
      teamId: options.teamId,
      lock: true,
    });
    if (!registration || registration.status === 'withdrawn' || registration.status === 'refused')
      throw new AppError('competition_registration_not_found', 404);
    if ((await captainOf(tx, registration.teamId)) !== options.actor.id)
      throw new AppError('competition_captain_only', 403);
    if (competition.status !== 'registering') throw new AppError('competition_not_registering', 409);
    if (competition.registrationDeadline.getTime() <= now.getTime())
      throw new AppError('competition_deadline_passed', 409);
    const [withdrawn] = await tx
      .update(competitionTeams)
      .set({ status: 'withdrawn', requestKey: null, updatedAt: now })
      .where(eq(competitionTeams.id, registration.id))
      .returning();
    if (!withdrawn) throw new Error(`registration ${registration.id} vanished`);
    await refundEntryFee(tx, { competition, registration: withdrawn, now });
    return competition;
  });
  return toCompetitionDetail(db, competition, { actor: options.actor, now });
}
