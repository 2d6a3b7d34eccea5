import type { ConversationList, ConversationRole } from '@oyna/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  type GameRow,
  conversationMessages,
  conversationReads,
  conversations,
  gameRegistrations,
  games,
} from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { isActiveAccount, roleInGame } from './conversation-access.js';
import { countUnreadInEach, unreadCondition } from './conversation-reads.js';
import { type MessageContext, authorsOf, rolesInGames, viewMessagesWith } from './message-view.js';
import { supportAuthorRoles, unnamedRolesFor } from './conversation-subject.js';
import {
  type ListedConversation,
  lastMessageAt,
  myTeamConversations,
  teamRolesOf,
} from './my-team-conversations.js';
import { mySupportConversations } from './support/my-support-conversations.js';

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

/** My games' conversations that have a message, the latest first, with my role in each. Two statements. */
async function myGameConversations(
  db: DbExecutor,
  actor: AuthUser,
): Promise<(ListedConversation & { game: GameRow })[]> {
  const rows = await db
    .select({
      conversation: conversations,
      game: games,
      muted: conversationReads.muted,
      lastAt: lastMessageAt,
    })
    .from(conversations)
    .innerJoin(games, and(eq(conversations.kind, 'game'), eq(games.id, conversations.subjectId)))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, actor.id)),
    )
    .where(and(memberOfGame(actor.id), sql`${lastMessageAt} is not null`))
    .orderBy(desc(lastMessageAt))
    .limit(LIST_SIZE);
  if (rows.length === 0) return [];
  const bookings = await db
    .select({
      gameId: gameRegistrations.gameId,
      status: gameRegistrations.status,
      cancelledAt: gameRegistrations.cancelledAt,
    })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.userId, actor.id),
        inArray(
          gameRegistrations.gameId,
          rows.map((row) => row.game.id),
        ),
      ),
    );
  return rows.flatMap((row) => {
    const own = bookings.filter((booking) => booking.gameId === row.game.id);
    const role = roleInGame(actor, row.game, own);
    if (!role) return [];
    const { game } = row;
    return [
      { ...row, muted: row.muted ?? false, title: game.title, startsAt: game.startsAt, role, teams: [] },
    ];
  });
}

/**
 * My conversations that have a message (my games', my teams' and their matches', my support
 * requests'), the latest first,
 * each with its last message and unread count: a fixed number of statements whatever the number of
 * conversations (the lists, my bookings of their games, their last messages, their unread counts,
 * and the last messages' names and roles).
 */
export async function listMyConversations(
  db: Db,
  input: { actor: AuthUser; now?: Date },
): Promise<ConversationList> {
  const now = input.now ?? new Date();
  const { actor } = input;
  const userId = actor.id;
  if (!(await isActiveAccount(db, userId))) return { items: [] };
  const gameRows = await myGameConversations(db, actor);
  const teamRows = await myTeamConversations(db, userId, LIST_SIZE);
  const supportRows = await mySupportConversations(db, userId, LIST_SIZE);
  const listed = [...gameRows, ...teamRows, ...supportRows]
    .sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime())
    .slice(0, LIST_SIZE);
  if (listed.length === 0) return { items: [] };
  const conversationIds = listed.map((row) => row.conversation.id);

  const lastMessages = await db
    .selectDistinctOn([conversationMessages.conversationId])
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, conversationIds))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.seq));
  const unread = await countUnreadInEach(db, userId, conversationIds);
  const authors = authorsOf(lastMessages);
  const byConversation = new Map(listed.map((row) => [row.conversation.id, row]));
  const games = new Map(gameRows.map((row) => [row.conversation.id, row.game]));
  const gameRoles = await rolesInGames(
    db,
    [...games.values()].map((game) => ({ game, authorIds: authors })),
  );
  const teamRoles = await teamRolesOf(
    db,
    teamRows.flatMap((row) => row.teams.map((team) => team.id)),
    authors,
  );
  const contextOf = (conversationId: string): MessageContext => {
    const row = byConversation.get(conversationId);
    const reader = { userId, role: row?.role ?? 'player' };
    const game = games.get(conversationId);
    if (game) return { reader, roles: gameRoles.get(game.id) ?? new Map() };
    if (row?.conversation.kind === 'support') {
      // My own request: I write as its player, anyone else as an admin, shown as Oyna (decision 96).
      return {
        reader,
        roles: supportAuthorRoles(userId, authors),
        unnamed: unnamedRolesFor('support', reader),
      };
    }
    const roles = new Map<string, ConversationRole>();
    const teams = new Map<string, string>();
    for (const team of row?.teams ?? []) {
      for (const member of teamRoles.filter((entry) => entry.teamId === team.id)) {
        roles.set(member.userId, member.role);
        if (row?.conversation.kind === 'team_match') teams.set(member.userId, team.name);
      }
    }
    return { reader, roles, teams };
  };
  const views = await viewMessagesWith(db, lastMessages, (message) => contextOf(message.conversationId), now);
  const lastViews = new Map(views.map((view) => [view.conversation_id, view]));

  return {
    items: listed.map((row) => ({
      id: row.conversation.id,
      kind: row.conversation.kind,
      subject_id: row.conversation.subjectId,
      title: row.title,
      starts_at: row.startsAt?.toISOString() ?? null,
      last_message: lastViews.get(row.conversation.id) ?? null,
      unread_count: unread.get(row.conversation.id) ?? 0,
      muted: row.muted,
      read_only: row.conversation.readOnlyAfter !== null && now >= row.conversation.readOnlyAfter,
    })),
  };
}

/**
 * The conversations I am a member of: my games' (by booking or running them), my teams' and their
 * matches' (as a current member of the team, or of either team), my support requests'.
 */
const memberOfConversation = (userId: string) => sql`(
  (${conversations.kind} = 'game' and exists (
    select 1 from games g where g.id = ${conversations.subjectId} and (
      g.organizer_id = ${userId}
      or (g.has_referee and g.referee_id = ${userId})
      or exists (
        select 1 from game_registrations gr
        where gr.game_id = g.id and gr.user_id = ${userId}
          and (gr.status <> 'cancelled' or (g.status = 'cancelled' and gr.cancelled_at >= g.cancelled_at))))))
  or (${conversations.kind} = 'team' and exists (
    select 1 from team_members tm join teams t on t.id = tm.team_id
    where tm.team_id = ${conversations.subjectId} and tm.user_id = ${userId}
      and tm.left_at is null and t.deleted_at is null))
  or (${conversations.kind} = 'team_match' and exists (
    select 1 from team_matches tmm join team_members tm
      on tm.team_id in (tmm.home_team_id, tmm.away_team_id)
    where tmm.id = ${conversations.subjectId} and tm.user_id = ${userId} and tm.left_at is null))
  or (${conversations.kind} = 'support' and exists (
    select 1 from support_requests sr
    where sr.id = ${conversations.subjectId} and sr.user_id = ${userId})))`;

/** My unread messages over the conversations I am a member of and did not mute: the drawer's badge. */
export async function countMyUnread(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, userId)),
    )
    .where(
      and(
        memberOfConversation(userId),
        or(sql`${conversationReads.muted} is null`, eq(conversationReads.muted, false)),
        unreadCondition(userId),
      ),
    );
  return row?.count ?? 0;
}
