import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { conversationMessages, conversationReads } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/** My read state of a conversation (nothing read, not muted, when I never opened it). */
export async function readStateOf(
  db: DbExecutor,
  userId: string,
  conversationId: string,
): Promise<{ lastReadAt: Date | null; muted: boolean }> {
  const [row] = await db
    .select({ lastReadAt: conversationReads.lastReadAt, muted: conversationReads.muted })
    .from(conversationReads)
    .where(and(eq(conversationReads.userId, userId), eq(conversationReads.conversationId, conversationId)));
  return row ?? { lastReadAt: null, muted: false };
}

/**
 * The messages of others after what I read last, deleted ones aside: people's words and
 * announcements. A system line ("a place freed", "the score entered") is shown in the conversation
 * but counts as nothing unread: every past game has one for its result, and the notifications already
 * tell each of them.
 */
export const unreadCondition = (userId: string) => sql`
  ${conversationMessages.deletedAt} is null
  and ${conversationMessages.kind} <> 'system'
  and (${conversationMessages.authorId} is null or ${conversationMessages.authorId} <> ${userId})
  and ${conversationMessages.createdAt} > coalesce(${conversationReads.lastReadAt}, '-infinity'::timestamptz)`;

export async function countUnreadIn(db: DbExecutor, userId: string, conversationId: string): Promise<number> {
  return (await countUnreadInEach(db, userId, [conversationId])).get(conversationId) ?? 0;
}

/** My unread count in each of these conversations (those with none are left out). */
export async function countUnreadInEach(
  db: DbExecutor,
  userId: string,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversationMessages.conversationId),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(and(inArray(conversationMessages.conversationId, [...conversationIds]), unreadCondition(userId)))
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.count]));
}

/** I read up to this message: my mark moves forward only (a late request for an older one changes nothing). */
export async function markRead(
  db: DbExecutor,
  input: { userId: string; conversationId: string; messageId: string },
): Promise<void> {
  const [message] = await db
    .select({ id: conversationMessages.id, createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, input.messageId),
        eq(conversationMessages.conversationId, input.conversationId),
      ),
    );
  if (!message) throw new AppError('conversation_message_not_found', 404);
  await db
    .insert(conversationReads)
    .values({
      userId: input.userId,
      conversationId: input.conversationId,
      lastReadMessageId: message.id,
      lastReadAt: message.createdAt,
    })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.conversationId],
      set: { lastReadMessageId: message.id, lastReadAt: message.createdAt },
      setWhere: sql`${conversationReads.lastReadAt} is null or ${conversationReads.lastReadAt} < ${message.createdAt}`,
    });
}

/** Mutes or unmutes a conversation for me: a muted one stays out of my unread total. */
export async function setMuted(
  db: DbExecutor,
  input: { userId: string; conversationId: string; muted: boolean },
): Promise<void> {
  await db
    .insert(conversationReads)
    .values({ userId: input.userId, conversationId: input.conversationId, muted: input.muted })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.conversationId],
      set: { muted: input.muted },
    });
}
