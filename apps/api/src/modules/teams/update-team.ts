import type { TeamDetail, UpdateTeamInput } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { getTeam } from './get-team.js';
import { assertTeamBounds, assertVenueExists } from './membership-rules.js';
import { assertTeamCan, lockTeam, roleInTeam } from './team-access.js';
import { isUniqueViolation } from './unique-violation.js';

/** `PATCH /teams/{id}`: the captain changes the fields sent; the bounds are checked against the members. */
export async function updateTeam(
  db: Db,
  options: { actor: AuthUser; teamId: string; changes: UpdateTeamInput; now?: Date },
): Promise<TeamDetail> {
  const now = options.now ?? new Date();
  const { actor, teamId, changes } = options;
  try {
    await db.transaction(async (tx) => {
      const team = await lockTeam(tx, teamId);
      assertTeamCan(actor, await roleInTeam(tx, teamId, actor.id), 'edit');
      assertTeamBounds({
        minMembers: changes.min_members ?? team.minMembers,
        maxMembers: changes.max_members ?? team.maxMembers,
        memberCount: team.memberCount,
      });
      if (changes.home_venue_id != null) await assertVenueExists(tx, changes.home_venue_id);
      await tx
        .update(teams)
        .set({
          name: changes.name,
          description: changes.description,
          homeVenueId: changes.home_venue_id,
          minMembers: changes.min_members,
          maxMembers: changes.max_members,
          isPrivate: changes.is_private,
          autoAccept: changes.auto_accept,
          primaryColor: changes.primary_color,
          secondaryColor: changes.secondary_color,
          type: changes.type,
          status: changes.status,
          updatedAt: now,
        })
        .where(eq(teams.id, teamId));
    });
  } catch (error) {
    // The partial unique index on lower(name) among teams that are not deleted.
    if (isUniqueViolation(error)) throw new AppError('team_name_taken', 409, { cause: error });
    throw error;
  }
  return getTeam(db, { teamId, actor, now });
}
