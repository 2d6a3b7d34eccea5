import type { ConversationKind } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type ConversationRow, conversations } from '../../db/schema.js';
import { type ConversationSubject, subjectId, subjectReadOnlyAfter } from './conversation-subject.js';

/**
 * A subject's conversation, made the first time it is read or written (or a system line is told),
 * with when it turns read only kept up with the subject (a game moved, a match called off).
 */
export async function ensureConversation(
  tx: DbExecutor,
  subject: ConversationSubject,
): Promise<ConversationRow> {
  const readOnlyAfter = subjectReadOnlyAfter(subject);
  const id = subjectId(subject);
  await tx
    .insert(conversations)
    .values({ kind: subject.kind, subjectId: id, readOnlyAfter })
    .onConflictDoNothing({ target: [conversations.kind, conversations.subjectId] });
  const row = await findConversation(tx, subject.kind, id);
  if (!row) throw new Error(`the ${subject.kind} conversation was not made`);
  if ((row.readOnlyAfter?.getTime() ?? null) === (readOnlyAfter?.getTime() ?? null)) return row;
  const [updated] = await tx
    .update(conversations)
    .set({ readOnlyAfter })
    .where(eq(conversations.id, row.id))
    .returning();
  return updated ?? row;
}

/** A subject's conversation if it was made already: nothing is written for someone who only looks. */
export async function findConversation(
  tx: DbExecutor,
  kind: ConversationKind,
  id: string,
): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.kind, kind), eq(conversations.subjectId, id)));
  return row ?? null;
}
