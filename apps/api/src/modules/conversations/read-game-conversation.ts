import type { ConversationMessagesQuery, ConversationPage } from '@oyna/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { conversationMessages } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readOnlyAfterOf, requireGameMember } from './conversation-access.js';
import { countUnreadIn, readStateOf } from './conversation-reads.js';
import { ensureGameConversation } from './game-conversation.js';
import { viewMessages } from './message-view.js';

/**
 * A game's conversation for one of its members: a page of messages (the newest, or those before
 * `before`), oldest first, with my role, unread count and whether it is read only.
 */
export function readGameConversation(
  db: Db,
  input: { actor: AuthUser; gameId: string; query: ConversationMessagesQuery; now?: Date },
): Promise<ConversationPage> {
  const now = input.now ?? new Date();
  // A refused read (an unknown `before`) leaves no conversation row behind.
  return db.transaction(async (tx) => readPage(tx, input, now));
}

async function readPage(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string; query: ConversationMessagesQuery },
  now: Date,
): Promise<ConversationPage> {
  const { game, role } = await requireGameMember(db, input.actor, input.gameId);
  const conversation = await ensureGameConversation(db, game);

  let older = eq(conversationMessages.conversationId, conversation.id);
  if (input.query.before) {
    const [anchor] = await db
      .select({ seq: conversationMessages.seq })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, input.query.before), older));
    if (!anchor) throw new AppError('conversation_message_not_found', 404);
    older = and(older, lt(conversationMessages.seq, anchor.seq)) ?? older;
  }
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(older)
    .orderBy(desc(conversationMessages.seq))
    .limit(input.query.limit + 1);
  const hasOlder = rows.length > input.query.limit;
  const page = rows.slice(0, input.query.limit).reverse();
  const state = await readStateOf(db, input.actor.id, conversation.id);
  const readOnlyAfter = readOnlyAfterOf(game);
  return {
    conversation: {
      id: conversation.id,
      kind: conversation.kind,
      subject_id: conversation.subjectId,
      my_role: role,
      read_only: now.getTime() >= readOnlyAfter.getTime(),
      read_only_after: readOnlyAfter.toISOString(),
      muted: state.muted,
      unread_count: await countUnreadIn(db, input.actor.id, conversation.id),
    },
    messages: await viewMessages(db, game, page, { userId: input.actor.id, role }, now),
    has_older: hasOlder,
  };
}
