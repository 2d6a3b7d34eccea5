import { type ConversationRole, DAY_MS } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type GameRow,
  type SupportRequestRow,
  type TeamMatchRow,
  type TeamRow,
  teamMembers,
  users,
} from '../../db/schema.js';
import { gameAudience, readOnlyAfterOf } from './conversation-access.js';
import { type Reader, rolesInGames } from './message-view.js';

/**
 * What a conversation is about (decisions 89, 93 and 96): a game (membership from its bookings), a
 * team (its current members), a team match (the current members of both teams) or a support request
 * (its player and admins).
 */
export type ConversationSubject =
  | { kind: 'game'; game: GameRow }
  | { kind: 'team'; team: TeamRow }
  | { kind: 'team_match'; match: TeamMatchRow; home: TeamRow; away: TeamRow }
  | { kind: 'support'; request: SupportRequestRow };

/** A member of a subject's conversation and what they are there. */
export interface SubjectMember {
  subject: ConversationSubject;
  role: ConversationRole;
}

export function subjectId(subject: ConversationSubject): string {
  if (subject.kind === 'game') return subject.game.id;
  if (subject.kind === 'support') return subject.request.id;
  return subject.kind === 'team' ? subject.team.id : subject.match.id;
}

/** How the subject is named in a notification or the Messages list. */
export function subjectTitle(subject: ConversationSubject): string {
  if (subject.kind === 'game') return subject.game.title;
  if (subject.kind === 'team') return subject.team.name;
  if (subject.kind === 'support') return 'Oyna';
  return `${subject.home.name} – ${subject.away.name}`;
}

/** The kick-off a game or a team match has; a team has none. */
export function kickOffOf(subject: ConversationSubject): Date | null {
  if (subject.kind === 'game') return subject.game.startsAt;
  return subject.kind === 'team_match' ? subject.match.startsAt : null;
}

/**
 * When the conversation turns read only: a game's and a team match's a day after it was played (or
 * called off); a team's never, while the team exists; a support request's never (writing opens it).
 */
export function subjectReadOnlyAfter(subject: ConversationSubject): Date | null {
  if (subject.kind === 'game') return readOnlyAfterOf(subject.game);
  if (subject.kind === 'team' || subject.kind === 'support') return null;
  const { match } = subject;
  const afterEnd = match.startsAt.getTime() + match.durationMinutes * 60_000 + DAY_MS;
  const afterCancel = match.cancelledAt ? match.cancelledAt.getTime() + DAY_MS : Infinity;
  return new Date(Math.min(afterEnd, afterCancel));
}

/** The teams whose current members are in the conversation. */
function teamsOf(subject: ConversationSubject): TeamRow[] {
  if (subject.kind === 'team') return [subject.team];
  return subject.kind === 'team_match' ? [subject.home, subject.away] : [];
}

/** The current members of these teams, each with their role and team. */
async function currentMembers(
  db: DbExecutor,
  teams: readonly TeamRow[],
  userIds?: readonly string[],
): Promise<{ userId: string; teamId: string; role: ConversationRole }[]> {
  if (teams.length === 0 || userIds?.length === 0) return [];
  return db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.teamId,
          teams.map((team) => team.id),
        ),
        isNull(teamMembers.leftAt),
        userIds ? inArray(teamMembers.userId, [...userIds]) : undefined,
      ),
    );
}

/**
 * Everyone the conversation reaches (live, and by an announcement): a game's organizer, referee,
 * players holding a place and waitlist; a team's current members; both teams' current members; a
 * support request's player and every admin (they answer from one queue).
 */
export async function audienceOf(db: DbExecutor, subject: ConversationSubject): Promise<string[]> {
  if (subject.kind === 'game') return gameAudience(db, subject.game);
  if (subject.kind === 'support') {
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)));
    return [...new Set([subject.request.userId, ...admins.map((admin) => admin.id)])];
  }
  const members = await currentMembers(db, teamsOf(subject));
  return [...new Set(members.map((member) => member.userId))];
}

/** In a support request's conversation its player writes as a player, anyone else as an admin. */
export function supportAuthorRoles(
  playerId: string,
  authorIds: readonly string[],
): Map<string, ConversationRole> {
  return new Map(authorIds.map((id) => [id, id === playerId ? 'player' : 'admin']));
}

/**
 * The roles whose authors a reader is shown without their name: to a support request's player,
 * Oyna's answers are Oyna's, not an admin's by name (decision 96).
 */
export function unnamedRolesFor(
  subjectKind: ConversationSubject['kind'],
  reader: Reader,
): ReadonlySet<ConversationRole> {
  return subjectKind === 'support' && reader.role !== 'admin' ? SUPPORT_STAFF : NOBODY;
}
const SUPPORT_STAFF: ReadonlySet<ConversationRole> = new Set(['admin']);
const NOBODY: ReadonlySet<ConversationRole> = new Set();

/** What each author is in the conversation now, and in a team match's the name of their team. */
export interface AuthorRoles {
  roles: ReadonlyMap<string, ConversationRole>;
  teams: ReadonlyMap<string, string>;
}

export async function authorRolesIn(
  db: DbExecutor,
  subject: ConversationSubject,
  authorIds: readonly string[],
): Promise<AuthorRoles> {
  if (subject.kind === 'game') {
    const roles = await rolesInGames(db, [{ game: subject.game, authorIds }]);
    return { roles: roles.get(subject.game.id) ?? new Map(), teams: new Map() };
  }
  if (subject.kind === 'support')
    return { roles: supportAuthorRoles(subject.request.userId, authorIds), teams: new Map() };
  const teams = teamsOf(subject);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const members = await currentMembers(db, teams, authorIds);
  return {
    roles: new Map(members.map((member) => [member.userId, member.role])),
    teams:
      subject.kind === 'team_match'
        ? new Map(members.map((member) => [member.userId, names.get(member.teamId) ?? '']))
        : new Map(),
  };
}
