import type { TeamHistory, TeamMembershipEvent } from '@oyna/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { teamMatches, teamMembers, users } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { competitionHistoryOf } from '../competitions/team-competition-results.js';
import { findTeam, membersVisible, roleInTeam } from '../teams/team-access.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { scopeOf } from './list-team-matches.js';
import { selectTeamMatches, toTeamMatches } from './team-match-view.js';

/** The membership events shown: the latest this many. */
const MEMBERSHIP_EVENTS_SHOWN = 100;

/**
 * `GET /teams/{id}/history`: the team's past matches with results and squads (latest first, a
 * page), its competition matches with the competition's name (latest first), and its members joining and leaving (latest first; members only for a private team).
 */
export async function getTeamHistory(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string; page: number; pageSize: number; now?: Date },
): Promise<TeamHistory> {
  const now = options.now ?? new Date();
  const { actor } = options;
  const team = await findTeam(db, options.teamId);
  const scope = scopeOf('past', now);
  const { rows, total } = await selectTeamMatches(db, {
    where: and(or(eq(teamMatches.homeTeamId, team.id), eq(teamMatches.awayTeamId, team.id)), scope.where),
    orderBy: scope.orderBy,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });

  let membership: TeamMembershipEvent[] = [];
  if (membersVisible(team, actor, await roleInTeam(db, team.id, actor.id))) {
    const stints = await db
      .select({
        joinedAt: teamMembers.joinedAt,
        leftAt: teamMembers.leftAt,
        leftReason: teamMembers.leftReason,
        person: playerIdentityColumns(users),
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, team.id))
      .orderBy(desc(teamMembers.joinedAt))
      .limit(2 * MEMBERSHIP_EVENTS_SHOWN);
    membership = stints
      .flatMap((stint): TeamMembershipEvent[] => {
        const player = playerIdentity(stint.person);
        const joined: TeamMembershipEvent = { player, event: 'joined', at: stint.joinedAt.toISOString() };
        if (!stint.leftAt) return [joined];
        const event = stint.leftReason === 'removed' ? 'removed' : 'left';
        return [joined, { player, event, at: stint.leftAt.toISOString() }];
      })
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, MEMBERSHIP_EVENTS_SHOWN);
  }
  return {
    matches: {
      items: await toTeamMatches(db, rows, actor, now),
      total,
      page: options.page,
      page_size: options.pageSize,
    },
    competition_matches: await competitionHistoryOf(db, team.id),
    membership,
  };
}
