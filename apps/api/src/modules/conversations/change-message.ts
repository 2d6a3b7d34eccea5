import { type ConversationMessage, MESSAGE_EDIT_WINDOW_MS, mayEditMessage } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type ConversationMessageRow, type GameRow, conversationMessages } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { type GameMember, assertWritable, requireConversationMember } from './conversation-access.js';
import { viewMessages } from './message-view.js';

type Target = GameMember & { message: ConversationMessageRow };

/** A player's message of a conversation I am a member of, not deleted; 404 otherwise. */
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
  if (!message || message.kind !== 'text' || message.deletedAt) {
    throw new AppError('conversation_message_not_found', 404);
  }
  return { ...member, message };
}

/** I edit my own message, within 5 minutes of sending it, while the conversation is open. */
export async function editMessage(
  db: Db,
  input: { actor: AuthUser; conversationId: string; messageId: string; body: string; now?: Date },
): Promise<{ message: ConversationMessage; game: GameRow }> {
  const now = input.now ?? new Date();
  const target = await findTarget(db, input.actor, input.conversationId, input.messageId);
  if (target.message.authorId !== input.actor.id) throw new AppError('conversation_message_not_yours', 403);
  assertWritable(target.game, now);
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
  const [view] = await viewMessages(
    db,
    target.game,
    [row],
    { userId: input.actor.id, role: target.role },
    now,
  );
  if (!view) throw new Error('the message cannot be shown');
  return { message: view, game: target.game };
}

/**
 * Deletes a message: my own, or any in a game I organize, or anywhere as an admin. Its row stays,
 * without its text, so replies to it still make sense.
 */
export async function deleteMessage(
  db: Db,
  input: { actor: AuthUser; conversationId: string; messageId: string; now?: Date },
): Promise<Target> {
  const now = input.now ?? new Date();
  const target = await findTarget(db, input.actor, input.conversationId, input.messageId);
  const moderates = target.role === 'organizer' || target.role === 'admin';
  if (target.message.authorId !== input.actor.id && !moderates) throw forbidden();
  await db
    .update(conversationMessages)
    .set({ body: '', deletedAt: now })
    .where(eq(conversationMessages.id, target.message.id));
  return target;
}
