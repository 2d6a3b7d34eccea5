import type { Competition } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionTeams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findTeam } from '../teams/team-access.js';
import { captainOf, feeFor, lockCompetition } from './competition-access.js';
import { chargeEntryFee } from './competition-fees.js';
import { toCompetitionDetail } from './competition-view.js';
import { countPlacesTaken, findRegistration } from './registration-queries.js';
import { loyaltyTierOf } from '../wallet/games-played.js';

/**
 * `POST /competitions/{id}/registrations`: the team's captain registers it and pays the entry fee
 * from their wallet (gold and platinum captains' teams enter free). The competition's row is
 * locked, so parallel registrations never pass `max_teams`; the same Idempotency-Key (or the same
 * team registering again while registered, with that key) answers without paying again.
 */
export async function registerTeam(
  db: Db,
  options: {
    actor: AuthUser;
    competitionId: string;
    teamId: string;
    requestKey?: string | undefined;
    now?: Date;
  },
): Promise<Competition> {
  const now = options.now ?? new Date();
  const { actor } = options;
  const competition = await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, options.competitionId);
    const existing = await findRegistration(tx, { competitionId: competition.id, teamId: options.teamId });
    const active = existing && (existing.status === 'accepted' || existing.status === 'pending');
    // A retry of the request that registered the team: the same answer, nothing charged again.
    if (active && options.requestKey !== undefined && existing.requestKey === options.requestKey)
      return competition;

    if (competition.status !== 'registering') throw new AppError('competition_not_registering', 409);
    if (competition.registrationDeadline.getTime() <= now.getTime())
      throw new AppError('competition_deadline_passed', 409);
    const team = await findTeam(tx, options.teamId);
    if ((await captainOf(tx, team.id)) !== actor.id) throw new AppError('competition_captain_only', 403);
    const tier = await loyaltyTierOf(tx, actor.id);
    if (competition.access === 'platinum' && tier !== 'platinum')
      throw new AppError('competition_platinum_only', 403);
    if (active) throw new AppError('competition_team_registered', 409);
    if (existing?.status === 'refused') throw new AppError('competition_team_refused', 409);
    if (team.memberCount < competition.squadMin) throw new AppError('competition_team_too_small', 422);
    if ((await countPlacesTaken(tx, competition.id)) >= competition.maxTeams)
      throw new AppError('competition_full', 409);

    const { feeQepik, freeEntryTier } = feeFor(competition, tier);
    const fields = {
      status: 'accepted' as const,
      registeredBy: actor.id,
      feeQepik,
      freeEntryTier,
      requestKey: options.requestKey ?? null,
      registeredAt: now,
      updatedAt: now,
    };
    const [registration] = existing
      ? await tx
          .update(competitionTeams)
          .set({ ...fields, payments: existing.payments + 1, seed: null, groupName: null })
          .where(eq(competitionTeams.id, existing.id))
          .returning()
      : await tx
          .insert(competitionTeams)
          .values({ ...fields, competitionId: competition.id, teamId: team.id, payments: 1, createdAt: now })
          .returning();
    if (!registration) throw new Error('registration not written');
    await chargeEntryFee(tx, { competition, registration });
    return competition;
  });
  return toCompetitionDetail(db, competition, { actor, now });
}
