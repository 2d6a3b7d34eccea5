import { bakuWallClock } from '@oyna/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { whatsappMonthlyUsage } from '../../../db/schema.js';

/** The calendar month of a moment in Baku, `YYYY-MM`: the period of WHATSAPP_MONTHLY_BUDGET_MESSAGES. */
export function bakuMonth(now: Date): string {
  return bakuWallClock(now).toISOString().slice(0, 7);
}

/**
 * Takes one message of this month's budget before a send, atomically (one upsert that adds only
 * below the budget, so concurrent dispatchers never pass it together). False when the budget is
 * spent: the refusal is counted as skipped.
 */
export async function takeWhatsAppMessage(
  db: DbExecutor,
  options: { now: Date; budget: number },
): Promise<boolean> {
  const month = bakuMonth(options.now);
  const taken = await db
    .insert(whatsappMonthlyUsage)
    .values({ month, sent: 1, updatedAt: options.now })
    .onConflictDoUpdate({
      target: whatsappMonthlyUsage.month,
      set: { sent: sql`${whatsappMonthlyUsage.sent} + 1`, updatedAt: options.now },
      setWhere: lt(whatsappMonthlyUsage.sent, options.budget),
    })
    .returning({ sent: whatsappMonthlyUsage.sent });
  if (taken.length > 0) return true;
  await db
    .update(whatsappMonthlyUsage)
    .set({ skipped: sql`${whatsappMonthlyUsage.skipped} + 1`, updatedAt: options.now })
    .where(eq(whatsappMonthlyUsage.month, month));
  return false;
}

/** Gives back a message taken for a send that did not go (Meta charges only what it accepted). */
export async function giveBackWhatsAppMessage(db: DbExecutor, options: { now: Date }): Promise<void> {
  await db
    .update(whatsappMonthlyUsage)
    .set({ sent: sql`${whatsappMonthlyUsage.sent} - 1`, updatedAt: options.now })
    .where(and(eq(whatsappMonthlyUsage.month, bakuMonth(options.now)), gt(whatsappMonthlyUsage.sent, 0)));
}

/** A month's WhatsApp messages: sent, skipped for the budget, and what the sent ones cost (US cents). */
export async function readWhatsAppUsage(
  db: DbExecutor,
  options: { now: Date; budget: number; priceCents: number },
) {
  const month = bakuMonth(options.now);
  const [row] = await db
    .select({ sent: whatsappMonthlyUsage.sent, skipped: whatsappMonthlyUsage.skipped })
    .from(whatsappMonthlyUsage)
    .where(eq(whatsappMonthlyUsage.month, month));
  const sent = row?.sent ?? 0;
  return {
    month,
    sent,
    skipped: row?.skipped ?? 0,
    budget: options.budget,
    costCents: Math.round(sent * options.priceCents * 100) / 100,
  };
}
