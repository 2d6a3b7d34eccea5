import type { CreateTeamInput, TeamDetail } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { teamMembers, teams } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { getTeam } from './get-team.js';
import { newInviteSecrets } from './invite-secrets.js';
import { assertMayJoinAnotherTeam, assertTeamBounds, assertVenueExists } from './membership-rules.js';

/** `POST /teams`: a new team with the creator as its captain and only member. */
export async function createTeam(
  db: Db,
  options: { actor: AuthUser; team: CreateTeamInput; now?: Date },
): Promise<TeamDetail> {
  const now = options.now ?? new Date();
  const { actor, team: input } = options;
  assertTeamBounds({ minMembers: input.min_members, maxMembers: input.max_members, memberCount: 1 });
  const teamId = await db.transaction(async (tx) => {
    if (input.home_venue_id !== null) await assertVenueExists(tx, input.home_venue_id);
    await assertMayJoinAnotherTeam(tx, actor.id);
    // The partial unique index on lower(name) decides a race between two teams of one name.
    const [team] = await tx
      .insert(teams)
      .values({
        name: input.name,
        description: input.description,
        homeVenueId: input.home_venue_id,
        minMembers: input.min_members,
        maxMembers: input.max_members,
        isPrivate: input.is_private,
        autoAccept: input.auto_accept,
        primaryColor: input.primary_color,
        secondaryColor: input.secondary_color,
        type: input.type,
        memberCount: 1,
        ...newInviteSecrets(),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: teams.id });
    if (!team) throw new AppError('team_name_taken', 409);
    await tx
      .insert(teamMembers)
      .values({ teamId: team.id, userId: actor.id, role: 'captain', joinedAt: now });
    return team.id;
  });
  return getTeam(db, { teamId, actor, now });
}
