import type { SupportRequest } from '@oyna/shared';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { type SupportRequestRow, conversationMessages, conversations } from '../../../db/schema.js';
import { countUnreadInEach } from '../conversation-reads.js';
import { identities } from '../message-view.js';
import { describeContexts } from './support-context.js';
import { clip } from '../../../lib/clip-text.js';

/** A request's preview: the start of its latest message. */
const PREVIEW_LENGTH = 140;

/**
 * Support requests as a reader sees them (the player, or an admin in the queue), in the order given:
 * the player, the attachment, the latest message's start and the reader's unread count, in a fixed
 * number of statements whatever their number.
 */
export async function viewSupportRequests(
  db: DbExecutor,
  rows: readonly SupportRequestRow[],
  readerId: string,
): Promise<SupportRequest[]> {
  if (rows.length === 0) return [];
  const threads = await db
    .select({ id: conversations.id, subjectId: conversations.subjectId })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'support'),
        inArray(
          conversations.subjectId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const conversationOf = new Map(threads.map((thread) => [thread.subjectId, thread.id]));
  const conversationIds = threads.map((thread) => thread.id);
  const latest = conversationIds.length
    ? await db
        .selectDistinctOn([conversationMessages.conversationId], {
          conversationId: conversationMessages.conversationId,
          body: conversationMessages.body,
        })
        .from(conversationMessages)
        .where(
          and(
            inArray(conversationMessages.conversationId, conversationIds),
            isNull(conversationMessages.deletedAt),
            ne(conversationMessages.kind, 'system'),
          ),
        )
        .orderBy(conversationMessages.conversationId, desc(conversationMessages.seq))
    : [];
  const previews = new Map(latest.map((row) => [row.conversationId, row.body]));
  const unread = await countUnreadInEach(db, readerId, conversationIds);
  const players = await identities(db, [...new Set(rows.map((row) => row.userId))]);
  const contexts = await describeContexts(db, rows);
  return rows.flatMap((row) => {
    const conversationId = conversationOf.get(row.id);
    const player = players.get(row.userId);
    if (!conversationId || !player) return [];
    const preview = previews.get(conversationId) ?? '';
    return [
      {
        id: row.id,
        conversation_id: conversationId,
        topic: row.topic,
        status: row.status,
        vip: row.vip,
        player,
        context: contexts.get(row.id) ?? null,
        preview: clip(preview, PREVIEW_LENGTH),
        unread_count: unread.get(conversationId) ?? 0,
        created_at: row.createdAt.toISOString(),
        waiting_since: row.waitingSince.toISOString(),
        answered_at: row.answeredAt?.toISOString() ?? null,
        closed_at: row.closedAt?.toISOString() ?? null,
      },
    ];
  });
}
