import type { ConversationRole } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { teamMatches, teamMembers, teams } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findTeam } from '../teams/team-access.js';
import { isActiveAccount } from './conversation-access.js';
import type { ConversationSubject, SubjectMember } from './conversation-subject.js';

type TeamSubject = Extract<ConversationSubject, { kind: 'team' }>;
type MatchSubject = Extract<ConversationSubject, { kind: 'team_match' }>;

/**
 * What the actor is in the conversation of these teams (decision 93): their role in the team they
 * are a current member of (a player who left is out at once), an admin, or nothing; a blocked
 * account is never a member.
 */
async function roleAmong(
  db: DbExecutor,
  actor: AuthUser,
  teamIds: readonly string[],
): Promise<ConversationRole | null> {
  if (!(await isActiveAccount(db, actor.id))) return null;
  const [membership] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(
        inArray(teamMembers.teamId, [...teamIds]),
        eq(teamMembers.userId, actor.id),
        isNull(teamMembers.leftAt),
      ),
    )
    .limit(1);
  if (membership) return membership.role;
  return actor.role === 'admin' ? 'admin' : null;
}

/** A team that exists (404 `team_not_found` otherwise), as a conversation's subject. */
export async function findTeamSubject(db: DbExecutor, teamId: string): Promise<TeamSubject> {
  return { kind: 'team', team: await findTeam(db, teamId) };
}

/**
 * A team match as a conversation's subject: 404 for none; its chat opens once the challenge is
 * accepted (the match has its game), 409 `conversation_not_open` before.
 */
export async function findMatchSubject(db: DbExecutor, matchId: string): Promise<MatchSubject> {
  const [match] = await db.select().from(teamMatches).where(eq(teamMatches.id, matchId));
  if (!match) throw notFound('team_match_not_found');
  if (!match.gameId) throw new AppError('conversation_not_open', 409);
  const both = await db
    .select()
    .from(teams)
    .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
  const home = both.find((team) => team.id === match.homeTeamId);
  const away = both.find((team) => team.id === match.awayTeamId);
  if (!home || !away) throw notFound('team_match_not_found');
  return { kind: 'team_match', match, home, away };
}

export function teamSubjectRole(
  db: DbExecutor,
  actor: AuthUser,
  subject: TeamSubject | MatchSubject,
): Promise<ConversationRole | null> {
  const teamIds = subject.kind === 'team' ? [subject.team.id] : [subject.home.id, subject.away.id];
  return roleAmong(db, actor, teamIds);
}

/** A team's members (and admins) only: 404 for no team, 403 for anyone else. */
export async function requireTeamMember(
  db: DbExecutor,
  actor: AuthUser,
  teamId: string,
): Promise<SubjectMember> {
  const subject = await findTeamSubject(db, teamId);
  const role = await teamSubjectRole(db, actor, subject);
  if (!role) throw new AppError('conversation_team_members_only', 403);
  return { subject, role };
}

/** Both teams' members (and admins) only: 404 for no match, 409 before it is accepted, 403 for anyone else. */
export async function requireMatchMember(
  db: DbExecutor,
  actor: AuthUser,
  matchId: string,
): Promise<SubjectMember> {
  const subject = await findMatchSubject(db, matchId);
  const role = await teamSubjectRole(db, actor, subject);
  if (!role) throw new AppError('conversation_match_members_only', 403);
  return { subject, role };
}
