import type { ConversationList } from '@oyna/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  conversationMessages,
  conversationReads,
  conversations,
  gameRegistrations,
  games,
} from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { isActiveAccount, roleInGame } from './conversation-access.js';
import { countUnreadInEach, unreadCondition } from './conversation-reads.js';
import { authorsOf, rolesInGames, viewMessagesWith } from './message-view.js';

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

/**
 * My conversations that have a message, the latest first, each with its last message and unread
 * count: a fixed number of queries whatever the number of conversations (the list, my bookings of
 * their games, their last messages, their unread counts, and the last messages' names and roles).
 */
export async function listMyConversations(
  db: Db,
  input: { actor: AuthUser; now?: Date },
): Promise<ConversationList> {
  const now = input.now ?? new Date();
  const { actor } = input;
  const userId = actor.id;
  if (!(await isActiveAccount(db, userId))) return { items: [] };
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
  if (rows.length === 0) return { items: [] };

  const bookings = await db
    .select({
      gameId: gameRegistrations.gameId,
      status: gameRegistrations.status,
      cancelledAt: gameRegistrations.cancelledAt,
    })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.userId, userId),
        inArray(
          gameRegistrations.gameId,
          rows.map((row) => row.game.id),
        ),
      ),
    );
  const members = rows.flatMap((row) => {
    const role = roleInGame(
      actor,
      row.game,
      bookings.filter((booking) => booking.gameId === row.game.id),
    );
    return role ? [{ ...row, role }] : [];
  });
  const conversationIds = members.map((row) => row.conversation.id);
  if (conversationIds.length === 0) return { items: [] };

  const lastMessages = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, conversationIds))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.seq));
  const unread = await countUnreadInEach(db, userId, conversationIds);
  const byConversation = new Map(members.map((row) => [row.conversation.id, row]));
  const roles = await rolesInGames(
    db,
    lastMessages.flatMap((message) => {
      const member = byConversation.get(message.conversationId);
      return member ? [{ game: member.game, authorIds: authorsOf([message]) }] : [];
    }),
  );
  const views = await viewMessagesWith(
    db,
    lastMessages,
    (message) => {
      const member = byConversation.get(message.conversationId);
      return {
        reader: { userId, role: member?.role ?? 'player' },
        roles: (member && roles.get(member.game.id)) ?? new Map(),
      };
    },
    now,
  );
  const lastViews = new Map(views.map((view) => [view.conversation_id, view]));

  return {
    items: members.map((row) => ({
      id: row.conversation.id,
      kind: row.conversation.kind,
      subject_id: row.conversation.subjectId,
      title: row.game.title,
      starts_at: row.game.startsAt.toISOString(),
      last_message: lastViews.get(row.conversation.id) ?? null,
      unread_count: unread.get(row.conversation.id) ?? 0,
      muted: row.muted ?? false,
      read_only: row.conversation.readOnlyAfter !== null && now >= row.conversation.readOnlyAfter,
    })),
  };
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
