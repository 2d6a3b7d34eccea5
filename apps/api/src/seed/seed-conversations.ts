import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { conversationMessages, gameRegistrations, games, users } from '../db/schema.js';
import { ensureGameConversation } from '../modules/conversations/game-conversation.js';

const MINUTE_MS = 60_000;

/**
 * A few lines in the chat of the demo player's next game (decision 89): the organizer's note, two
 * players' words, a place taken from the waitlist as a system line, and the demo player's own. Written
 * once: a conversation that has messages keeps them. Returns the messages written.
 */
export async function seedConversations(db: Db, now: Date): Promise<number> {
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.az'));
  if (!player) return 0;
  const [next] = await db
    .select({ game: games })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .where(
      and(
        eq(gameRegistrations.userId, player.id),
        inArray(gameRegistrations.status, ['confirmed', 'pending_payment']),
        eq(games.status, 'open'),
        gt(games.startsAt, now),
      ),
    )
    .orderBy(asc(games.startsAt))
    .limit(1);
  if (!next) return 0;
  const conversation = await ensureGameConversation(db, next.game);
  const [written] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id));
  if ((written?.n ?? 0) > 0) return 0;
  const others = await db
    .select({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.gameId, next.game.id),
        eq(gameRegistrations.status, 'confirmed'),
        ne(gameRegistrations.userId, player.id),
      ),
    )
    .orderBy(asc(gameRegistrations.createdAt))
    .limit(2);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const lines: (typeof conversationMessages.$inferInsert)[] = [
    {
      conversationId: conversation.id,
      authorId: next.game.organizerId,
      kind: 'text',
      body: 'Salam! Oyun 2 saylı meydançadadır, zəhmət olmasa 10 dəqiqə tez gəlin 🙂',
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
    authorId: player.id,
    kind: 'text',
    body: 'Gecikirəm, 5 dəqiqəyə çatıram',
    createdAt: at(30),
  });
  await db.insert(conversationMessages).values(lines);
  return lines.length;
}
