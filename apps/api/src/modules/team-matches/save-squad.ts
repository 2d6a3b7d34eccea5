import type { TeamMatch } from '@oyna/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMatchPlayers, teamMembers } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { lineupProblem } from '../matches/match-lineups.js';
import { assertManagesTeam, changeTeamMatch } from './team-match-access.js';

/**
 * `PUT /team-matches/{id}/squads/{team_id}`: a team's captain picks its squad from current members
 * (replacing the previous pick), while the match is accepted or its result disputed; nobody plays
 * for both teams (decision 22; the line-up rule of `matches/match-lineups.ts`).
 */
export async function saveSquad(
  db: Db,
  options: { actor: AuthUser; matchId: string; teamId: string; userIds: string[]; now?: Date },
): Promise<TeamMatch> {
  const { actor, teamId, userIds } = options;
  return changeTeamMatch(db, options, async (tx, match) => {
    const side = teamId === match.homeTeamId ? 0 : teamId === match.awayTeamId ? 1 : null;
    if (side === null) throw notFound('team_not_found');
    await assertManagesTeam(tx, actor, teamId);
    if (match.status !== 'accepted' && match.status !== 'disputed')
      throw new AppError('team_match_squad_closed', 409);
    if (userIds.length > 0) {
      const members = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.teamId, teamId),
            inArray(teamMembers.userId, userIds),
            isNull(teamMembers.leftAt),
          ),
        );
      const other = await tx
        .select({ userId: teamMatchPlayers.userId })
        .from(teamMatchPlayers)
        .where(and(eq(teamMatchPlayers.teamMatchId, match.id), ne(teamMatchPlayers.side, side)));
      // The rule of a match's line-ups: the picked members on this side, nobody on both.
      const mine = { players: userIds, members: new Set(members.map((row) => row.userId)) };
      const otherIds = other.map((row) => row.userId);
      const theirs = { players: otherIds, members: new Set(otherIds) };
      const [home, away] = side === 0 ? [mine, theirs] : [theirs, mine];
      const lineups = { home: home.players, away: away.players };
      const limits = { members: { home: home.members, away: away.members }, min: 0, max: Infinity };
      if (lineupProblem(lineups, limits)) throw new AppError('team_match_squad_invalid', 422);
    }
    await tx
      .delete(teamMatchPlayers)
      .where(and(eq(teamMatchPlayers.teamMatchId, match.id), eq(teamMatchPlayers.side, side)));
    if (userIds.length > 0)
      await tx
        .insert(teamMatchPlayers)
        .values(userIds.map((userId) => ({ teamMatchId: match.id, userId, teamId, side })));
  });
}
