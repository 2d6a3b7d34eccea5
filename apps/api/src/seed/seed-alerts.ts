import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { gameAlerts, users } from '../db/schema.js';
import { newUnsubscribeKey } from '../modules/alerts/alert-token.js';

/**
 * The demo player's saved searches (decision 76): 7×7 evenings on weekdays in Nasimi and Yasamal,
 * told at once, and a paused Saturday search with a daily digest. Written once: a player who has
 * alerts keeps them. Returns the alerts written.
 */
export async function seedAlerts(db: Db, now: Date): Promise<number> {
  const [player] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.az'));
  if (!player) return 0;
  const [saved] = await db.select({ n: count() }).from(gameAlerts).where(eq(gameAlerts.userId, player.id));
  if ((saved?.n ?? 0) > 0) return 0;
  const rows = await db
    .insert(gameAlerts)
    .values([
      {
        userId: player.id,
        districts: ['nasimi', 'yasamal'],
        weekdays: [1, 2, 3, 4, 5],
        minuteFrom: 19 * 60,
        minuteTo: 22 * 60,
        format: '7x7',
        delivery: 'instant',
        unsubscribeKey: newUnsubscribeKey(),
        activeSince: now,
        createdAt: now,
        updatedAt: now,
      },
      {
        userId: player.id,
        weekdays: [6],
        maxPriceQepik: 1500,
        delivery: 'digest',
        digestHour: 9,
        status: 'paused',
        pausedReason: 'player',
        unsubscribeKey: newUnsubscribeKey(),
        activeSince: now,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: gameAlerts.id });
  return rows.length;
}
