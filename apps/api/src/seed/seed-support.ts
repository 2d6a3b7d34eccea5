import { isVipSupportTier, loyaltyTierFor } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.js';
import { conversationMessages, conversations, supportRequests, users } from '../db/schema.js';
import { markMineRead } from '../modules/conversations/post-message.js';

const HOUR_MS = 3_600_000;

/** The players with the most games played (as loyalty counts them), the most first. */
async function mostPlayed(db: Db, limit: number): Promise<{ userId: string; played: number }[]> {
  const rows = await queryRows<{ user_id: string; played: number }>(
    db,
    sql`
    select p.user_id, count(*)::int as played
    from game_registrations p join games g on g.id = p.game_id join users u on u.id = p.user_id
    where p.status = 'confirmed' and p.attendance is distinct from 'no_show' and g.status = 'completed'
      and u.role = 'player' and u.email is distinct from 'player@demo.az'
    group by p.user_id order by played desc, p.user_id limit ${limit}`,
  );
  return rows.map((row) => ({ userId: row.user_id, played: Number(row.played) }));
}

/** A request with its messages, each `{ author, body, hoursAgo }`, written as the use cases would. */
async function writeRequest(
  db: Db,
  now: Date,
  request: Omit<typeof supportRequests.$inferInsert, 'createdAt' | 'waitingSince'> & { hoursAgo: number },
  messages: { authorId: string; body: string; hoursAgo: number }[],
  waitingHoursAgo: number,
): Promise<void> {
  const { hoursAgo, ...values } = request;
  const [row] = await db
    .insert(supportRequests)
    .values({
      ...values,
      createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS),
      waitingSince: new Date(now.getTime() - waitingHoursAgo * HOUR_MS),
    })
    .returning();
  if (!row) return;
  const [conversation] = await db
    .insert(conversations)
    .values({ kind: 'support', subjectId: row.id })
    .returning();
  if (!conversation) return;
  for (const message of messages) {
    const [written] = await db
      .insert(conversationMessages)
      .values({
        conversationId: conversation.id,
        authorId: message.authorId,
        kind: 'text',
        body: message.body,
        createdAt: new Date(now.getTime() - message.hoursAgo * HOUR_MS),
      })
      .returning();
    // The player read up to what they wrote, as posting does.
    if (written && message.authorId === row.userId) await markMineRead(db, written);
  }
}

/**
 * Support requests (decision 96), so a newcomer sees help at work at once: the demo player's request
 * about their last game played, answered by Oyna (unread: the Messages badge counts it), and two open ones in the
 * admins' queue, the newer of them VIP and shown first. No seeded player has played the 50 games of
 * gold in Oyna (the tier counts completed games here; the most is under 30), so the VIP request is
 * written as a gold player's would be: `vip` is the request's own record, taken when it was written,
 * and the seed sets it for the player with the most games. Once: nothing is added while any request
 * exists.
 */
export async function seedSupport(db: Db, now: Date): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(supportRequests);
  if ((existing?.n ?? 0) > 0) return 0;
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const player = await byEmail('player@demo.az');
  const admin = await byEmail('admin@demo.az');
  if (!player || !admin) return 0;
  // The demo player's last game played: the ledger's rows are all written at seed time, after the
  // request's hours ago, so the request is about the game, which was played before it.
  const [played] = await queryRows<{ id: string }>(
    db,
    sql`select g.id from games g join game_registrations r on r.game_id = g.id
        where r.user_id = ${player} and r.status = 'confirmed' and g.status = 'completed'
        order by g.starts_at desc, g.id limit 1`,
  );
  await writeRequest(
    db,
    now,
    {
      userId: player,
      topic: 'game',
      status: 'answered',
      answeredAt: new Date(now.getTime() - 2 * HOUR_MS),
      ...(played && { contextKind: 'game' as const, contextId: played.id }),
      hoursAgo: 5,
    },
    [
      {
        authorId: player,
        body: 'Salam! Bu oyunda oynamışdım, amma statistikamda görünmür. Yoxlaya bilərsiniz?',
        hoursAgo: 5,
      },
      {
        authorId: admin,
        body: 'Salam! Yoxladıq: təşkilatçı iştirakınızı qeyd edib, statistikanız artıq yenilənib. Başqa sualınız olsa, yazın.',
        hoursAgo: 2,
      },
    ],
    2,
  );
  const [vip, ordinary] = await mostPlayed(db, 200).then((rows) => [rows[0], rows.at(-1)]);
  if (!vip || !ordinary || vip.userId === ordinary.userId) return 1;
  const isVip = (played: number) => isVipSupportTier(loyaltyTierFor(played).tier);
  await writeRequest(
    db,
    now,
    { userId: ordinary.userId, topic: 'account', vip: isVip(ordinary.played), hoursAgo: 6 },
    [
      {
        authorId: ordinary.userId,
        body: 'Telefon nömrəmi dəyişmişəm, profildə necə yeniləyim?',
        hoursAgo: 6,
      },
    ],
    6,
  );
  await writeRequest(
    db,
    now,
    // The demo's stand-in for a gold player (see above); a real request takes it from the tier.
    { userId: vip.userId, topic: 'game', vip: true, hoursAgo: 1 },
    [
      {
        authorId: vip.userId,
        body: 'Şənbə oyunu baş tutmadı, meydança bağlı idi. Pulum geri qaytarılacaq?',
        hoursAgo: 1,
      },
    ],
    1,
  );
  return 3;
}
