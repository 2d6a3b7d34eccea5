import type { Competition, UpdateCompetitionTeamBody } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionTeams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { changeCompetition } from './change-competition.js';
import { refundEntryFee } from './competition-fees.js';
import { notifyTeamRefused } from './competition-notifications.js';
import { countPlacesTaken, findRegistration } from './registration-queries.js';

/**
 * `PATCH /competitions/{id}/registrations/{team_id}`: before the draw, the organizer refuses a
 * team (its fee is refunded once and its members are told), accepts a refused team again (without charging it again, within
 * `max_teams`) or seeds it (1 the strongest; the draw seeds the others by rating).
 */
export async function updateRegistration(
  db: Db,
  options: {
    actor: AuthUser;
    competitionId: string;
    teamId: string;
    body: UpdateCompetitionTeamBody;
    now?: Date;
  },
): Promise<Competition> {
  const now = options.now ?? new Date();
  const { body } = options;
  return changeCompetition(db, { ...options, now }, async (tx, competition) => {
    const registration = await findRegistration(tx, {
      competitionId: competition.id,
      teamId: options.teamId,
      lock: true,
    });
    if (!registration || registration.status === 'withdrawn')
      throw new AppError('competition_registration_not_found', 404);
    if (competition.status !== 'registering') throw new AppError('competition_not_registering', 409);

    let row = registration;
    if (body.status === 'refused' && registration.status !== 'refused') {
      const [refused] = await tx
        .update(competitionTeams)
        .set({ status: 'refused', requestKey: null, updatedAt: now })
        .where(eq(competitionTeams.id, registration.id))
        .returning();
      if (!refused) throw new Error('registration vanished');
      row = await refundEntryFee(tx, { competition, registration: refused, now });
      await notifyTeamRefused(tx, {
        competition,
        teamId: registration.teamId,
        feeRefunded: registration.feeQepik > 0 && row.refunds > refused.refunds,
        now,
      });
    } else if (body.status === 'accepted' && registration.status !== 'accepted') {
      if ((await countPlacesTaken(tx, competition.id)) >= competition.maxTeams)
        throw new AppError('competition_full', 409);
      const [accepted] = await tx
        .update(competitionTeams)
        .set({ status: 'accepted', updatedAt: now })
        .where(eq(competitionTeams.id, registration.id))
        .returning();
      if (!accepted) throw new Error('registration vanished');
      row = accepted;
    }
    if (body.seed !== undefined) {
      await tx
        .update(competitionTeams)
        .set({ seed: body.seed, updatedAt: now })
        .where(eq(competitionTeams.id, row.id));
    }
    return competition;
  });
}
