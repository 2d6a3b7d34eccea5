import type { ConversationList, ConversationListItem } from '@oyna/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { conversationMessages, conversationReads, conversations, games } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { gameRoleOf } from './conversation-access.js';
import { countUnreadIn, unreadCondition } from './conversation-reads.js';
import { viewMessages } from './message-view.js';

/** The Messages list shows this many conversations, the latest first. */
const LIST_SIZE = 50;

/**
 * The games whose conversation I am a member of by booking or by running them (admins see others'
 * only by opening them): a player holding a place or waitlisted, or whose booking went with the game.
 */
const memberOfGame = (userId: string) => sql`(
  ${games.organizerId} = ${userId}
  or (${games.hasReferee} and ${games.refereeId} = ${userId})
  or exists (
    select 1 from game_registrations gr
    where gr.game_id = ${games.id} and gr.user_id = ${userId}
      and (gr.status <> 'cancelled'
        or (${games.status} = 'cancelled' and gr.cancelled_at >= ${games.cancelledAt}))
  ))`;

/** My conversations that have a message, the latest first, each with its last message and unread count. */
export async function listMyConversations(
  db: Db,
  input: { actor: AuthUser; now?: Date },
): Promise<ConversationList> {
  const now = input.now ?? new Date();
  const userId = input.actor.id;
  const lastAt = sql<Date>`(select max(m.created_at) from conversation_messages m where m.conversation_id = ${conversations.id})`;
  const rows = await db
    .select({ conversation: conversations, game: games, muted: conversationReads.muted, lastAt })
    .from(conversations)
    .innerJoin(games, and(eq(conversations.kind, 'game'), eq(games.id, conversations.subjectId)))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)),
    )
    .where(and(memberOfGame(userId), sql`${lastAt} is not null`))
    .orderBy(desc(lastAt))
    .limit(LIST_SIZE);

  const items: ConversationListItem[] = [];
  for (const row of rows) {
    const role = await gameRoleOf(db, input.actor, row.game);
    if (!role) continue;
    const [last] = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, row.conversation.id))
      .orderBy(desc(conversationMessages.seq))
      .limit(1);
    const [lastView] = last ? await viewMessages(db, row.game, [last], { userId, role }, now) : [];
    items.push({
      id: row.conversation.id,
      kind: row.conversation.kind,
      subject_id: row.conversation.subjectId,
      title: row.game.title,
      starts_at: row.game.startsAt.toISOString(),
      last_message: lastView ?? null,
      unread_count: await countUnreadIn(db, userId, row.conversation.id),
      muted: row.muted ?? false,
      read_only: row.conversation.readOnlyAfter !== null && now >= row.conversation.readOnlyAfter,
    });
  }
  return { items };
}

/** My unread messages over the conversations I am a member of and did not mute: the drawer's badge. */
export async function countMyUnread(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(games, and(eq(conversations.kind, 'game'), eq(games.id, conversations.subjectId)))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)),
    )
    .where(
      and(
        memberOfGame(userId),
        or(sql`${conversationReads.muted} is null`, eq(conversationReads.muted, false)),
        unreadCondition(userId),
      ),
    );
  return row?.count ?? 0;
}
