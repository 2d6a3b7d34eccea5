import type { InviteCandidatesResponse, TeamInviteSecrets } from '@oyna/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { playerRatings, teamInvitations, teamMembers, teams, users } from '../../db/schema.js';
import { containsFolded } from '../../db/folded-search.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { gamesTogetherSql, usualDistrictSql } from './candidate-context.js';
import { newInviteSecrets } from './invite-secrets.js';
import { assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';
import { teamPlayerColumns, toTeamPlayer } from './team-player.js';

const CANDIDATES_SHOWN = 20;

/**
 * `GET /teams/{id}/candidates?search=`: players the captain or a vice-captain may invite, found by
 * name (Azerbaijani letters folded): not members and without a pending invitation to this team.
 * Each comes with what tells namesakes apart (photo, position, usual district, games played with
 * the inviter), as far as the player's privacy lets the inviter see it.
 */
export async function findInviteCandidates(
  db: DbExecutor,
  options: { actor: AuthUser; teamId: string; search: string; now?: Date },
): Promise<InviteCandidatesResponse> {
  const now = options.now ?? new Date();
  const team = await findTeam(db, options.teamId);
  assertTeamCan(options.actor, await roleInTeam(db, team.id, options.actor.id), 'invite');
  const rows = await db
    .select({
      ...teamPlayerColumns,
      district: usualDistrictSql(),
      gamesTogether: gamesTogetherSql(options.actor.id),
    })
    .from(users)
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(
      and(
        containsFolded([users.firstName, users.lastName], options.search),
        ne(users.id, options.actor.id),
        sql`not exists (select 1 from ${teamMembers} m where m.team_id = ${team.id} and m.user_id = ${users.id} and m.left_at is null)`,
        sql`not exists (select 1 from ${teamInvitations} i where i.team_id = ${team.id} and i.user_id = ${users.id} and i.status = 'pending' and i.expires_at > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(CANDIDATES_SHOWN);
  return {
    items: rows.map((row) => {
      // What they played is history: a private profile keeps it (decision 14), as it keeps the position.
      const { open } = playerForViewer(row, { user: options.actor });
      return {
        ...toTeamPlayer(row, { viewer: options.actor, sharedWithViewer: false }),
        district: shownIf(open, row.district),
        games_together: shownIf(open, row.gamesTogether),
      };
    }),
  };
}

/** `POST /teams/{id}/invite-link/rotate`: a new code and link; the old ones stop working at once. */
export async function rotateInviteSecrets(
  db: Db,
  options: { actor: AuthUser; teamId: string; now?: Date },
): Promise<TeamInviteSecrets> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    assertTeamCan(options.actor, await roleInTeam(tx, team.id, options.actor.id), 'edit');
    const secrets = newInviteSecrets();
    await tx
      .update(teams)
      .set({ ...secrets, updatedAt: now })
      .where(eq(teams.id, team.id));
    return { join_code: secrets.joinCode, invite_token: secrets.inviteToken };
  });
}
