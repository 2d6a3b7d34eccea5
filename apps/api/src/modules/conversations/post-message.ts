import type { ConversationMessage, PostMessageInput } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type GameRow, conversationMessages, conversationReads } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { assertWritable, requireGameMember } from './conversation-access.js';
import { ensureGameConversation } from './game-conversation.js';
import type { MessageLimits } from './message-limits.js';
import { viewMessages } from './message-view.js';

/**
 * A member posts to a game's conversation (maybe a reply to one of its messages): checked for
 * membership, read-only time and the rate limits before anything is written. What I post I have
 * read, and everything before it.
 */
export async function postGameMessage(
  db: Db,
  input: { actor: AuthUser; gameId: string; message: PostMessageInput; limits: MessageLimits; now?: Date },
): Promise<{ message: ConversationMessage; game: GameRow }> {
  const now = input.now ?? new Date();
  const { game, role } = await requireGameMember(db, input.actor, input.gameId);
  assertWritable(game, now);
  // A refused message writes nothing, the conversation's first row included.
  const row = await db.transaction(async (tx) => {
    const conversation = await ensureGameConversation(tx, game);
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
    await tx
      .insert(conversationReads)
      .values({
        userId: input.actor.id,
        conversationId: conversation.id,
        lastReadMessageId: inserted.id,
        lastReadAt: inserted.createdAt,
      })
      .onConflictDoUpdate({
        target: [conversationReads.userId, conversationReads.conversationId],
        set: { lastReadMessageId: inserted.id, lastReadAt: inserted.createdAt },
      });
    return inserted;
  });
  const [view] = await viewMessages(db, game, [row], { userId: input.actor.id, role }, now);
  if (!view) throw new Error('the message cannot be shown');
  return { message: view, game };
}
