import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversationMessageReports, conversationMessages, users } from '../db/schema.js';

/**
 * One open report in the admins' queue (decision 95), so a newcomer sees `/admin/reports` at work:
 * the demo player reports another player's message in a chat they wrote in. Once: nothing
 * is added while any report exists.
 */
export async function seedMessageReports(db: Db): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(conversationMessageReports);
  if ((existing?.n ?? 0) > 0) return 0;
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.az'));
  if (!player) return 0;
  const mine = await db
    .selectDistinct({ conversationId: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(eq(conversationMessages.authorId, player.id));
  if (mine.length === 0) return 0;
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        inArray(
          conversationMessages.conversationId,
          mine.map((row) => row.conversationId),
        ),
        eq(conversationMessages.kind, 'text'),
        ne(conversationMessages.authorId, player.id),
        isNull(conversationMessages.deletedAt),
      ),
    )
    .orderBy(asc(conversationMessages.seq))
    .limit(1);
  if (!message) return 0;
  await db.insert(conversationMessageReports).values({
    messageId: message.id,
    reporterId: player.id,
    reason: 'spam',
    note: 'Hər oyundan əvvəl eyni şeyi yazır',
    reportedBody: message.body,
  });
  return 1;
}
