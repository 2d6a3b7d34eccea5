import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamRow, teamJoinRequests, teamMembers } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { notify } from '../notifications/notify.js';
import { playerName, teamManagerIds, teamMention } from './team-mentions.js';

/**
 * Files a player's request to join a public team whose row the caller has locked: not for a
 * member, an inactive or full team, and one pending request per player and team (the partial
 * unique index decides a race). The captain and vice-captains are told. Returns the request's id.
 */
export async function fileJoinRequest(
  tx: DbExecutor,
  options: { team: TeamRow; userId: string; message: string; now: Date },
): Promise<string> {
  const { team, userId, now } = options;
  if (team.isPrivate) throw new AppError('team_private', 403);
  const [current] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId), isNull(teamMembers.leftAt)));
  if (current) throw new AppError('team_already_member', 409);
  if (team.status !== 'active') throw new AppError('team_inactive', 409);
  if (team.memberCount >= team.maxMembers)
    throw new AppError('team_full', 409, { params: { max: String(team.maxMembers) } });
  const [request] = await tx
    .insert(teamJoinRequests)
    .values({ teamId: team.id, userId, message: options.message, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: teamJoinRequests.id });
  if (!request) throw new AppError('join_request_exists', 409);
  const payload = { ...teamMention(team), player_name: await playerName(tx, userId) };
  for (const manager of await teamManagerIds(tx, team.id)) {
    if (manager === userId) continue;
    await notify(
      tx,
      manager,
      { kind: 'team_join_request', payload },
      { dedupeKey: `team_join_request:${request.id}:${manager}`, now },
    );
  }
  return request.id;
}
