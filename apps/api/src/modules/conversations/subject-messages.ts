import { type ConversationMessage, mayAnnounce } from '@oyna/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type ConversationMessageRow, conversationMessages, conversationReads } from '../../db/schema.js';
import {
  type ConversationSubject,
  audienceOf,
  authorRolesIn,
  unnamedRolesFor,
} from './conversation-subject.js';
import { type Reader, type SeenCount, authorsOf, viewMessagesWith } from './message-view.js';

/**
 * Whether the reader is shown how many read an announcement: its author, or (an automatic one, told
 * by the game) whoever may announce there.
 */
function countsFor(row: ConversationMessageRow, reader: Reader): boolean {
  if (row.kind !== 'announcement' || row.deletedAt) return false;
  return row.authorId === null ? mayAnnounce(reader.role) : row.authorId === reader.userId;
}

/**
 * "Seen by 11 of 14": of everyone the conversation reaches now but the reader, those who read past
 * the announcement (their read mark at or after it).
 */
async function seenCounts(
  db: DbExecutor,
  subject: ConversationSubject,
  announcements: readonly ConversationMessageRow[],
  reader: Reader,
): Promise<Map<string, SeenCount>> {
  const seen = new Map<string, SeenCount>();
  const [first] = announcements;
  if (!first) return seen;
  const others = (await audienceOf(db, subject)).filter((id) => id !== reader.userId);
  const reads =
    others.length === 0
      ? []
      : await db
          .select({ lastReadAt: conversationReads.lastReadAt })
          .from(conversationReads)
          .where(
            and(
              eq(conversationReads.conversationId, first.conversationId),
              inArray(conversationReads.userId, others),
            ),
          );
  for (const row of announcements) {
    const seenBy = reads.filter(
      (read) => read.lastReadAt !== null && read.lastReadAt.getTime() >= row.createdAt.getTime(),
    ).length;
    seen.set(row.id, { seen_by: seenBy, of: others.length });
  }
  return seen;
}

/** Messages of one subject's conversation as a reader sees them, in the order given. */
export async function viewSubjectMessages(
  db: DbExecutor,
  subject: ConversationSubject,
  rows: readonly ConversationMessageRow[],
  reader: Reader,
  now: Date,
): Promise<ConversationMessage[]> {
  const { roles, teams } = await authorRolesIn(db, subject, authorsOf(rows));
  const seen = await seenCounts(
    db,
    subject,
    rows.filter((row) => countsFor(row, reader)),
    reader,
  );
  const unnamed = unnamedRolesFor(subject.kind, reader);
  return viewMessagesWith(db, rows, () => ({ reader, roles, teams, seen, unnamed }), now);
}

/** The latest announcement not deleted: pinned at the top of the conversation. */
export async function pinnedAnnouncement(
  db: DbExecutor,
  conversationId: string,
): Promise<ConversationMessageRow | null> {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.kind, 'announcement'),
        isNull(conversationMessages.deletedAt),
      ),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(1);
  return row ?? null;
}
