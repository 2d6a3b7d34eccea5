import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { gameSeries, seriesRegulars, users } from '../db/schema.js';
import { postLedgerEntry } from '../modules/wallet/post-ledger-entry.js';

/** How many demo players besides player@demo.az are regulars of the first weekly game. */
const OTHER_REGULARS = 9;
const DAY_MS = 86_400_000;

/**
 * The first demo weekly game keeps 10 of its 14 places for regulars (decision 74): player@demo.az
 * and nine other demo players, regulars for a month, so that its next date, published by the seed,
 * books them (the demo player can still say "not this week"). The others get a little money first,
 * so that most are booked and paid; the last two are short and see their places held for a top-up.
 * Run before the series' dates are published.
 */
export async function seedSeriesRegulars(db: Db, seriesId: string, now: Date): Promise<void> {
  await db
    .update(gameSeries)
    .set({ regularPlaces: 10, regularsCap: 12, regularsAutoAccept: true })
    .where(eq(gameSeries.id, seriesId));
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'player@demo.az'));
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'player'), ne(users.email, 'player@demo.az')))
    .orderBy(asc(users.email))
    .limit(OTHER_REGULARS);
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const regulars = [...(demo ? [demo] : []), ...others];
  if (regulars.length === 0) return;
  for (const [index, other] of others.entries()) {
    if (index >= OTHER_REGULARS - 2) break;
    await postLedgerEntry(db, {
      userId: other.id,
      kind: 'bonus',
      amountQepik: 3000,
      idempotencyKey: `seed:series-regular:${other.id}`,
      reference: { type: 'seed', id: 'series-regular' },
      description: { key: 'bonus', params: { reason: 'welcome' } },
    });
  }
  await db
    .insert(seriesRegulars)
    .values(
      regulars.map((regular) => ({
        seriesId,
        userId: regular.id,
        status: 'active' as const,
        consentedAt: since,
        activeSince: since,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .onConflictDoNothing();
}
