import type { EligibleTeams } from '@oyna/shared';
import { qepikToManat } from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { competitionTeams } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { teamsCaptainedBy } from '../teams/team-access.js';
import { toTeamRef } from '../teams/team-response.js';
import { feeFor, findCompetition } from './competition-access.js';
import { countPlacesTaken } from './registration-queries.js';
import { loyaltyTierOf } from '../wallet/games-played.js';

/**
 * `GET /competitions/{id}/my-teams`: the teams the signed-in player captains, what registering each
 * would cost and, when it cannot register, the error code registering would give.
 */
export async function eligibleTeams(
  db: Db,
  options: { actor: AuthUser; competitionId: string; now?: Date },
): Promise<EligibleTeams> {
  const now = options.now ?? new Date();
  const competition = await findCompetition(db, options.competitionId);
  const captained = await teamsCaptainedBy(db, options.actor.id);
  const ids = captained.map((team) => team.id);
  const registrations = ids.length
    ? await db
        .select()
        .from(competitionTeams)
        .where(and(eq(competitionTeams.competitionId, competition.id), inArray(competitionTeams.teamId, ids)))
    : [];
  const byTeam = new Map(registrations.map((row) => [row.teamId, row]));
  const taken = await countPlacesTaken(db, competition.id);
  const tier = await loyaltyTierOf(db, options.actor.id);
  const { feeQepik, freeEntryTier } = feeFor(competition, tier);
  return {
    items: captained.map((team) => {
      const registration = byTeam.get(team.id);
      const active = registration?.status === 'accepted' || registration?.status === 'pending';
      let problem: string | null = null;
      if (competition.status !== 'registering') problem = 'competition_not_registering';
      else if (competition.registrationDeadline.getTime() <= now.getTime())
        problem = 'competition_deadline_passed';
      else if (competition.access === 'platinum' && tier !== 'platinum')
        problem = 'competition_platinum_only';
      else if (active) problem = 'competition_team_registered';
      else if (registration?.status === 'refused') problem = 'competition_team_refused';
      else if (team.memberCount < competition.squadMin) problem = 'competition_team_too_small';
      else if (taken >= competition.maxTeams) problem = 'competition_full';
      return {
        team: toTeamRef(team),
        members: team.memberCount,
        problem,
        fee: qepikToManat(feeQepik),
        free_entry_tier: freeEntryTier,
        registration: registration?.status ?? null,
      };
    }),
  };
}
