import {
  type ConversationKind,
  type ConversationMessage,
  type PostMessageInput,
  hasBlockedWord,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type ConversationMessageRow, conversationMessages, conversationReads } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertSubjectWritable, requireSubjectMember } from './conversation-members.js';
import { assertMayWrite } from './conversation-moderation.js';
import type { ConversationSubject, SubjectMember } from './conversation-subject.js';
import type { MessageLimits } from './message-limits.js';
import { ensureConversation } from './subject-conversation.js';
import { viewSubjectMessages } from './subject-messages.js';

/** What I post I have read, and everything before it. */
export async function markMineRead(tx: DbExecutor, row: ConversationMessageRow): Promise<void> {
  if (!row.authorId) return;
  await tx
    .insert(conversationReads)
    .values({
      userId: row.authorId,
      conversationId: row.conversationId,
      lastReadMessageId: row.id,
      lastReadAt: row.createdAt,
    })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.conversationId],
      set: { lastReadMessageId: row.id, lastReadAt: row.createdAt },
    });
}

/** 400 `conversation_blocked_words` for a text with a blocked word (decision 95): refused, never masked. */
export function assertNoBlockedWord(text: string): void {
  if (hasBlockedWord(text)) throw new AppError('conversation_blocked_words', 400);
}

/**
 * A member posts to a subject's conversation (a game's, a team's, a team match's), maybe a reply to
 * one of its messages: checked for membership, read-only time, the word filter, a mute, slow mode
 * and the rate limits before anything is written.
 */
export async function postMessage(
  db: Db,
  input: {
    actor: AuthUser;
    kind: ConversationKind;
    subjectId: string;
    message: PostMessageInput;
    limits: MessageLimits;
    now?: Date;
    /** What the subject does with the message in the same transaction (a support request's answer, decision 96). */
    onWritten?: (tx: DbExecutor, row: ConversationMessageRow, member: SubjectMember) => Promise<void>;
  },
): Promise<{ message: ConversationMessage; subject: ConversationSubject }> {
  const now = input.now ?? new Date();
  const { subject, role } = await requireSubjectMember(db, input.actor, input.kind, input.subjectId);
  assertSubjectWritable(subject, now);
  assertNoBlockedWord(input.message.body);
  // A refused message writes nothing, the conversation's first row included.
  const row = await db.transaction(async (tx) => {
    const conversation = await ensureConversation(tx, subject);
    await assertMayWrite(tx, { conversationId: conversation.id, userId: input.actor.id, role, now });
    await input.limits.assertMayPost({ userId: input.actor.id, conversationId: conversation.id });
    const replyToId = input.message.reply_to_id ?? null;
    if (replyToId) {
      const [replied] = await tx
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .where(
          and(
            eq(conversationMessages.id, replyToId),
            eq(conversationMessages.conversationId, conversation.id),
          ),
        );
      if (!replied) throw new AppError('conversation_message_not_found', 404);
    }
    const [inserted] = await tx
      .insert(conversationMessages)
      .values({
        conversationId: conversation.id,
        authorId: input.actor.id,
        kind: 'text',
        body: input.message.body,
        replyToId,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('the message was not written');
    await markMineRead(tx, inserted);
    await input.onWritten?.(tx, inserted, { subject, role });
    return inserted;
  });
  const [view] = await viewSubjectMessages(db, subject, [row], { userId: input.actor.id, role }, now);
  if (!view) throw new Error('the message cannot be shown');
  return { message: view, subject };
}
