import type { ConversationSummary } from '@oyna/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conversationMessages } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { findGame, gameRoleOf } from './conversation-access.js';
import { findGameConversation } from './game-conversation.js';

/** What anyone may know of a game's conversation: that it exists, how many messages, whether I am in it. */
export async function conversationSummary(
  db: Db,
  input: { actor: AuthUser | null; gameId: string },
): Promise<ConversationSummary> {
  const game = await findGame(db, input.gameId);
  const member = input.actor ? (await gameRoleOf(db, input.actor, game)) !== null : false;
  const conversation = await findGameConversation(db, game.id);
  if (!conversation) return { message_count: 0, member };
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.conversationId, conversation.id), isNull(conversationMessages.deletedAt)),
    );
  return { message_count: row?.count ?? 0, member };
}
