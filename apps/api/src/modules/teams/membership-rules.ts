import { MAX_TEAMS_PER_PLAYER, teamBoundsProblem } from '@oyna/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { teamMembers, teams, venues } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';

/** 409 `team_membership_limit` when the player is already in MAX_TEAMS_PER_PLAYER teams. */
export async function assertMayJoinAnotherTeam(db: DbExecutor, userId: string): Promise<void> {
  const [row] = await db
    .select({ value: count() })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.leftAt), isNull(teams.deletedAt)));
  if ((row?.value ?? 0) >= MAX_TEAMS_PER_PLAYER) throw new AppError('team_membership_limit', 409);
}

/** 422 with the numbers in the message when the bounds break decision 22's rule. */
export function assertTeamBounds(bounds: { minMembers: number; maxMembers: number; memberCount: number }) {
  const problem = teamBoundsProblem(bounds);
  if (problem === 'team_max_below_count')
    throw new AppError(problem, 422, { params: { count: String(bounds.memberCount) } });
  if (problem) throw new AppError(problem, 422);
}

/** 404 `venue_not_found` for a home venue that is not in the directory. */
export async function assertVenueExists(db: DbExecutor, venueId: number): Promise<void> {
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound('venue_not_found');
}
