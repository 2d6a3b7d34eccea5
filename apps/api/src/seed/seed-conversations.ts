import { and, asc, count, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  conversationMessages,
  conversationReads,
  gameRegistrations,
  games,
  teamMembers,
  teams,
  users,
} from '../db/schema.js';
import { ensureGameConversation } from '../modules/conversations/game-conversation.js';
import { ensureConversation } from '../modules/conversations/subject-conversation.js';
import { notify } from '../modules/notifications/notify.js';

const MINUTE_MS = 60_000;

const ORGANIZER_NOTE = 'Salam! Oyun 2 saylı meydançadadır, zəhmət olmasa 10 dəqiqə tez gəlin 🙂';

/** Whether a conversation has any message yet: the seed writes each one once. */
async function hasMessages(db: Db, conversationId: string): Promise<boolean> {
  const [written] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return (written?.n ?? 0) > 0;
}

/**
 * The demo player's chats (decisions 89 and 93), each written once (a conversation that has messages
 * keeps them): their next game's and their team's. Returns the messages written.
 */
export async function seedConversations(db: Db, now: Date): Promise<number> {
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.az'));
  if (!player) return 0;
  return (await seedGameChat(db, player.id, now)) + (await seedTeamChat(db, player.id, now));
}

/**
 * The chat of the demo player's next game: the organizer's announcement (pinned, and in the demo
 * player's notification centre), two players' words, a place taken from the waitlist as a system
 * line, and the demo player's own.
 */
async function seedGameChat(db: Db, playerId: string, now: Date): Promise<number> {
  const [next] = await db
    .select({ game: games })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        eq(gameRegistrations.userId, playerId),
        inArray(gameRegistrations.status, ['confirmed', 'pending_payment']),
        eq(games.status, 'open'),
        gt(games.startsAt, now),
      ),
    )
    .orderBy(asc(games.startsAt))
    .limit(1);
  if (!next) return 0;
  const conversation = await ensureGameConversation(db, next.game);
  if (await hasMessages(db, conversation.id)) return 0;
  const others = await db
    .select({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.gameId, next.game.id),
        eq(gameRegistrations.status, 'confirmed'),
        ne(gameRegistrations.userId, playerId),
      ),
    )
    .orderBy(asc(gameRegistrations.createdAt))
    .limit(2);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const lines: (typeof conversationMessages.$inferInsert)[] = [
    {
      conversationId: conversation.id,
      authorId: next.game.organizerId,
      kind: 'announcement',
      body: ORGANIZER_NOTE,
      timeOrPlaceChange: true,
      createdAt: at(180),
    },
  ];
  const [first, second] = others;
  if (first) {
    lines.push({
      conversationId: conversation.id,
      authorId: first.userId,
      kind: 'text',
      body: 'Top gətirəcəyəm',
      createdAt: at(150),
    });
  }
  // A place taken by the second player, or else a place freed by someone who is gone.
  lines.push({
    conversationId: conversation.id,
    kind: 'system',
    systemKey: second ? 'place_taken' : 'place_freed',
    payload: second ? { user_id: second.userId } : {},
    dedupeKey: 'seed:place',
    createdAt: at(90),
  });
  lines.push({
    conversationId: conversation.id,
    authorId: playerId,
    kind: 'text',
    body: 'Gecikirəm, 5 dəqiqəyə çatıram',
    createdAt: at(30),
  });
  await db.insert(conversationMessages).values(lines);
  const [organizer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, next.game.organizerId));
  await notify(
    db,
    playerId,
    {
      kind: 'announcement',
      payload: {
        conversation_kind: 'game',
        subject_id: next.game.id,
        title: next.game.title,
        author_name: organizer ? `${organizer.firstName} ${organizer.lastName}` : '',
        body: ORGANIZER_NOTE,
        time_or_place_change: true,
      },
    },
    { dedupeKey: `seed:announcement:${next.game.id}`, now: at(180) },
  );
  return lines.length;
}

/**
 * The chat of the demo player's team (they captain it): a vice-captain's question, members'
 * answers, and the demo player's announcement, pinned, which three members have read (its author
 * sees "seen by 3 of …"); then two answers the demo player has not read, told in one notice.
 */
async function seedTeamChat(db: Db, playerId: string, now: Date): Promise<number> {
  const [own] = await db
    .select({ team: teams })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, playerId), isNull(teamMembers.leftAt), isNull(teams.deletedAt)))
    .orderBy(asc(teamMembers.joinedAt))
    .limit(1);
  if (!own) return 0;
  const conversation = await ensureConversation(db, { kind: 'team', team: own.team });
  if (await hasMessages(db, conversation.id)) return 0;
  const members = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.teamId, own.team.id), isNull(teamMembers.leftAt), ne(teamMembers.userId, playerId)),
    )
    .orderBy(asc(teamMembers.joinedAt));
  const vice = members.find((member) => member.role === 'vice_captain') ?? members[0];
  const others = members.filter((member) => member.userId !== vice?.userId);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const text = (authorId: string, body: string, minutesAgo: number) => ({
    conversationId: conversation.id,
    authorId,
    kind: 'text' as const,
    body,
    createdAt: at(minutesAgo),
  });
  const lines: (typeof conversationMessages.$inferInsert)[] = [];
  if (vice) lines.push(text(vice.userId, 'Cümə axşamı məşqə kim gəlir?', 300));
  const [first, second] = others;
  if (first) lines.push(text(first.userId, 'Mən varam 👍', 280));
  if (second) lines.push(text(second.userId, 'Bir az gecikə bilərəm', 270));
  lines.push({
    conversationId: conversation.id,
    authorId: playerId,
    kind: 'announcement',
    body: 'Şənbə yoldaşlıq oyunu saat 19:00-da başlayır. Ağ formaları gətirin, 18:40-da meydançada görüşək.',
    createdAt: at(120),
  });
  const written = await db.insert(conversationMessages).values(lines).returning();
  const announcement = written.at(-1);
  if (announcement) {
    const readers = [playerId, ...others.slice(0, 3).map((member) => member.userId)].map((userId) => ({
      userId,
      conversationId: conversation.id,
      lastReadMessageId: announcement.id,
      lastReadAt: announcement.createdAt,
    }));
    await db.insert(conversationReads).values(readers).onConflictDoNothing();
  }
  return (
    lines.length +
    (await seedNewMessages(db, { playerId, team: own.team, conversationId: conversation.id, others, at }))
  );
}

/**
 * Two members answer the demo player's announcement after they read it: the team chat shows 2
 * unread, and the notification centre the grouped notice of them (decision 97), as the clock writes it.
 */
async function seedNewMessages(
  db: Db,
  input: {
    playerId: string;
    team: { id: string; name: string };
    conversationId: string;
    others: { userId: string }[];
    at: (minutesAgo: number) => Date;
  },
): Promise<number> {
  const [first, second] = input.others;
  if (!first || !second) return 0;
  const answers = [
    { author: first.userId, body: 'Ağ forma məndə yoxdur, tünd gəlsəm olar?', minutesAgo: 25 },
    { author: second.userId, body: 'Mən 18:30-da oradayam 👍', minutesAgo: 20 },
  ];
  const written = await db
    .insert(conversationMessages)
    .values(
      answers.map((answer) => ({
        conversationId: input.conversationId,
        authorId: answer.author,
        kind: 'text' as const,
        body: answer.body,
        createdAt: input.at(answer.minutesAgo),
      })),
    )
    .returning();
  await notify(
    db,
    input.playerId,
    {
      kind: 'conversation_messages',
      payload: {
        conversation_kind: 'team',
        subject_id: input.team.id,
        conversation_id: input.conversationId,
        title: input.team.name,
        count: written.length,
      },
    },
    { dedupeKey: `seed:conversation_messages:${input.conversationId}`, now: input.at(18) },
  );
  return written.length;
}
