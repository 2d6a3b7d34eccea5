import type { DataExportMessages } from '@oyna/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { conversationMessages, conversations, games } from '../../../db/schema.js';

/**
 * `messages.json`: the messages the player wrote (text lines and announcements they authored; never
 * another person's message, nor a system line), with the game a game's chat is about.
 */
export async function exportMessages(
  db: DbExecutor,
  options: { userId: string },
): Promise<DataExportMessages> {
  const rows = await db
    .select({
      message: conversationMessages,
      conversation: { kind: conversations.kind, subjectId: conversations.subjectId },
      gameTitle: games.title,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(games, and(eq(conversations.kind, 'game'), eq(games.id, conversations.subjectId)))
    .where(and(eq(conversationMessages.authorId, options.userId), ne(conversationMessages.kind, 'system')))
    .orderBy(asc(conversationMessages.createdAt));
  return {
    messages: rows.map(({ message, conversation, gameTitle }) => ({
      id: message.id,
      conversation: { kind: conversation.kind, subject_id: conversation.subjectId },
      game_title: gameTitle,
      body: message.deletedAt ? '' : message.body,
      reply_to_id: message.replyToId,
      created_at: message.createdAt.toISOString(),
      edited_at: message.editedAt?.toISOString() ?? null,
      deleted_at: message.deletedAt?.toISOString() ?? null,
    })),
  };
}
