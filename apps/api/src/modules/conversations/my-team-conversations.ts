import type { ConversationRole } from '@oyna/shared';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type ConversationRow,
  conversationMessages,
  conversationReads,
  conversations,
  teamMatches,
  teamMembers,
  teams,
} from '../../db/schema.js';

/** One of my conversations in the Messages list, before its last message is read. */
export interface ListedConversation {
  conversation: ConversationRow;
  muted: boolean;
  lastAt: Date;
  title: string;
  startsAt: Date | null;
  role: ConversationRole;
  /** A team's or a team match's teams, whose members' roles name the authors. */
  teams: { id: string; name: string }[];
}

/** When a conversation's latest message was written (null: it has none). */
export const lastMessageAt =
  sql<Date>`(select max(m.created_at) from conversation_messages m where m.conversation_id = ${conversations.id})`.mapWith(
    conversationMessages.createdAt,
  );

/**
 * My teams' conversations and those of their matches (decision 93) that have a message, the latest
 * first: as a current member of the team, or of either team of the match. Four statements.
 */
export async function myTeamConversations(
  db: DbExecutor,
  userId: string,
  limit: number,
): Promise<ListedConversation[]> {
  const memberships = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNull(teamMembers.leftAt), isNull(teams.deletedAt)));
  if (memberships.length === 0) return [];
  const mine = new Map(memberships.map((row) => [row.teamId, row.role]));
  const teamIds = [...mine.keys()];
  const readsOf = and(
    eq(conversationReads.conversationId, conversations.id),
    eq(conversationReads.userId, userId),
  );

  const teamRows = await db
    .select({ conversation: conversations, muted: conversationReads.muted, lastAt: lastMessageAt })
    .from(conversations)
    .leftJoin(conversationReads, readsOf)
    .where(
      and(
        eq(conversations.kind, 'team'),
        inArray(conversations.subjectId, teamIds),
        sql`${lastMessageAt} is not null`,
      ),
    )
    .orderBy(desc(lastMessageAt))
    .limit(limit);
  const matchRows = await db
    .select({
      conversation: conversations,
      muted: conversationReads.muted,
      lastAt: lastMessageAt,
      match: teamMatches,
    })
    .from(conversations)
    .innerJoin(
      teamMatches,
      and(eq(conversations.kind, 'team_match'), eq(teamMatches.id, conversations.subjectId)),
    )
    .leftJoin(conversationReads, readsOf)
    .where(
      and(
        or(inArray(teamMatches.homeTeamId, teamIds), inArray(teamMatches.awayTeamId, teamIds)),
        sql`${lastMessageAt} is not null`,
      ),
    )
    .orderBy(desc(lastMessageAt))
    .limit(limit);

  const named = new Set([
    ...teamIds,
    ...matchRows.flatMap(({ match }) => [match.homeTeamId, match.awayTeamId]),
  ]);
  const names = new Map(
    (
      await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [...named]))
    ).map((team) => [team.id, team.name]),
  );
  const team = (id: string) => ({ id, name: names.get(id) ?? '' });

  const listed: ListedConversation[] = [];
  for (const row of teamRows) {
    const role = mine.get(row.conversation.subjectId);
    if (!role) continue;
    const only = team(row.conversation.subjectId);
    listed.push({ ...row, muted: row.muted ?? false, title: only.name, startsAt: null, role, teams: [only] });
  }
  for (const { match, ...row } of matchRows) {
    const role = mine.get(match.homeTeamId) ?? mine.get(match.awayTeamId);
    if (!role) continue;
    const [home, away] = [team(match.homeTeamId), team(match.awayTeamId)];
    listed.push({
      ...row,
      muted: row.muted ?? false,
      title: `${home.name} – ${away.name}`,
      startsAt: match.startsAt,
      role,
      teams: [home, away],
    });
  }
  return listed;
}

/** What these authors are in these teams now: one statement for every team conversation of the list. */
export async function teamRolesOf(
  db: DbExecutor,
  teamIds: readonly string[],
  authorIds: readonly string[],
): Promise<{ userId: string; teamId: string; role: ConversationRole }[]> {
  if (teamIds.length === 0 || authorIds.length === 0) return [];
  return db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(
        inArray(teamMembers.teamId, [...teamIds]),
        inArray(teamMembers.userId, [...authorIds]),
        isNull(teamMembers.leftAt),
      ),
    );
}
