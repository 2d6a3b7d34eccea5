import type { TeamMatchListResponse, teamMatchListQuerySchema } from '@oyna/shared';
import { type SQL, and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { teamMatches, teamMembers } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { pageWindow } from '../../lib/page-query.js';
import { findTeam } from '../teams/team-access.js';
import { selectTeamMatches, toTeamMatches } from './team-match-view.js';

export type ListTeamMatchesQuery = z.output<typeof teamMatchListQuerySchema>;

/** The condition and order of a scope (`upcoming` and `pending` soonest first, the rest latest first). */
export function scopeOf(scope: ListTeamMatchesQuery['scope'], now: Date): { where?: SQL; orderBy: SQL[] } {
  const soonest = [asc(teamMatches.startsAt), asc(teamMatches.id)];
  const latest = [desc(teamMatches.startsAt), desc(teamMatches.id)];
  switch (scope) {
    case 'upcoming':
      return {
        where: and(eq(teamMatches.status, 'accepted'), gt(teamMatches.startsAt, now)),
        orderBy: soonest,
      };
    case 'pending':
      return {
        where: or(
          and(eq(teamMatches.status, 'proposed'), gt(teamMatches.startsAt, now)),
          inArray(teamMatches.status, ['awaiting_confirmation', 'disputed']),
        ),
        orderBy: soonest,
      };
    case 'past':
      return {
        where: or(
          lte(teamMatches.startsAt, now),
          inArray(teamMatches.status, ['declined', 'cancelled', 'confirmed']),
        ),
        orderBy: latest,
      };
    default:
      return { orderBy: latest };
  }
}

/**
 * `GET /team-matches`: one team's matches (any signed-in player may look), or those of every team
 * the signed-in player belongs to; a scope and a page.
 */
export async function listTeamMatches(
  db: DbExecutor,
  options: { actor: AuthUser; query: ListTeamMatchesQuery; now?: Date },
): Promise<TeamMatchListResponse> {
  const now = options.now ?? new Date();
  const { actor, query } = options;
  let teamCondition: SQL | undefined;
  if (query.team_id) {
    const team = await findTeam(db, query.team_id);
    teamCondition = or(eq(teamMatches.homeTeamId, team.id), eq(teamMatches.awayTeamId, team.id));
  } else {
    const mine = sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${actor.id} and ${teamMembers.leftAt} is null)`;
    teamCondition = or(sql`${teamMatches.homeTeamId} in ${mine}`, sql`${teamMatches.awayTeamId} in ${mine}`);
  }
  const scope = scopeOf(query.scope, now);
  const { rows, total } = await selectTeamMatches(db, {
    where: and(teamCondition, scope.where),
    orderBy: scope.orderBy,
    ...pageWindow(query),
  });
  return {
    items: await toTeamMatches(db, rows, actor, now),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
