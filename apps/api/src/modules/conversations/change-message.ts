import { type ConversationMessage, MESSAGE_EDIT_WINDOW_MS, mayEditMessage, mayModerate } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ConversationMessageRow, conversationMessages } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertSubjectWritable, requireConversationMember } from './conversation-members.js';
import { assertNotMuted } from './conversation-moderation.js';
import type { ConversationSubject, SubjectMember } from './conversation-subject.js';
import { assertNoBlockedWord } from './post-message.js';
import { viewSubjectMessages } from './subject-messages.js';

type Target = SubjectMember & { message: ConversationMessageRow };

/** A written message (a player's text or an announcement) of a conversation I am a member of, not deleted; 404 otherwise. */
async function findTarget(
  db: Db,
  actor: AuthUser,
  conversationId: string,
  messageId: string,
): Promise<Target> {
  const member = await requireConversationMember(db, actor, conversationId);
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)),
    );
  if (!message || message.kind === 'system' || !message.authorId || message.deletedAt) {
    throw new AppError('conversation_message_not_found', 404);
  }
  return { subject: member.subject, role: member.role, message };
}

/**
 * I edit my own message, within 5 minutes of sending it, while the conversation is open. An
 * announcement is not edited (it was told to everyone as it was): it is deleted and posted again.
 */
export async function editMessage(
  db: Db,
  input: { actor: AuthUser; conversationId: string; messageId: string; body: string; now?: Date },
): Promise<{ message: ConversationMessage; subject: ConversationSubject }> {
  const now = input.now ?? new Date();
  const target = await findTarget(db, input.actor, input.conversationId, input.messageId);
  if (target.message.authorId !== input.actor.id) throw new AppError('conversation_message_not_yours', 403);
  assertSubjectWritable(target.subject, now);
  await assertNotMuted(db, {
    conversationId: input.conversationId,
    userId: input.actor.id,
    role: target.role,
  });
  assertNoBlockedWord(input.body);
  if (target.message.kind !== 'text') throw new AppError('conversation_announcement_not_editable', 409);
  if (!mayEditMessage(target.message.createdAt, now)) {
    throw new AppError('conversation_edit_window_over', 409, {
      params: { minutes: String(MESSAGE_EDIT_WINDOW_MS / 60_000) },
    });
  }
  const [row] = await db
    .update(conversationMessages)
    .set({ body: input.body, editedAt: now })
    .where(eq(conversationMessages.id, target.message.id))
    .returning();
  if (!row) throw new AppError('conversation_message_not_found', 404);
  const reader = { userId: input.actor.id, role: target.role };
  const [view] = await viewSubjectMessages(db, target.subject, [row], reader, now);
  if (!view) throw new Error('the message cannot be shown');
  return { message: view, subject: target.subject };
}

/**
 * Deletes a message: my own, or any in a conversation where I announce (a game I organize, a team I
 * captain or vice-captain), or anywhere as an admin. Its row stays, without its text, so replies to
 * it still make sense; a deleted announcement is no longer pinned.
 */
export async function deleteMessage(
  db: Db,
  input: { actor: AuthUser; conversationId: string; messageId: string; now?: Date },
): Promise<Target> {
  const now = input.now ?? new Date();
  const target = await findTarget(db, input.actor, input.conversationId, input.messageId);
  if (target.message.authorId !== input.actor.id && !mayModerate(target.role)) throw forbidden();
  await db
    .update(conversationMessages)
    .set({ body: '', deletedAt: now })
    .where(eq(conversationMessages.id, target.message.id));
  return target;
}
