import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { conversationReads, conversations, supportRequests } from '../../../db/schema.js';
import { type ListedConversation, lastMessageAt } from '../my-team-conversations.js';

/**
 * My support requests' conversations (decision 96), the latest first, for the Messages list: Oyna's
 * answers count unread there like any chat's messages. One statement.
 */
export async function mySupportConversations(
  db: DbExecutor,
  userId: string,
  limit: number,
): Promise<ListedConversation[]> {
  const rows = await db
    .select({ conversation: conversations, muted: conversationReads.muted, lastAt: lastMessageAt })
    .from(conversations)
    .innerJoin(
      supportRequests,
      and(eq(conversations.kind, 'support'), eq(supportRequests.id, conversations.subjectId)),
    )
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)),
    )
    .where(and(eq(supportRequests.userId, userId), sql`${lastMessageAt} is not null`))
    .orderBy(desc(lastMessageAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    muted: row.muted ?? false,
    title: '',
    startsAt: null,
    role: 'player',
    teams: [],
  }));
}
