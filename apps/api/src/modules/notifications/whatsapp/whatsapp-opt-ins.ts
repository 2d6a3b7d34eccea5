import { type Language, whatsAppConsentText } from '@oyna/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { type WhatsAppOptOutSource, users, whatsappOptIns } from '../../../db/schema.js';
import { AppError, notFound } from '../../../errors/app-error.js';

/** The consent in force of a player, if it covers their confirmed number of now. */
export async function whatsAppConsentInForce(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ id: whatsappOptIns.id, phone: whatsappOptIns.phone, optedInAt: whatsappOptIns.optedInAt })
    .from(whatsappOptIns)
    .innerJoin(users, eq(users.id, whatsappOptIns.userId))
    .where(
      and(
        eq(whatsappOptIns.userId, userId),
        isNull(whatsappOptIns.optedOutAt),
        eq(users.phone, whatsappOptIns.phone),
        isNotNull(users.phoneVerifiedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Of these players, those WhatsApp may write to: a consent in force for their confirmed number. */
export async function playersWithWhatsAppConsent(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: whatsappOptIns.userId })
    .from(whatsappOptIns)
    .innerJoin(users, eq(users.id, whatsappOptIns.userId))
    .where(
      and(
        inArray(whatsappOptIns.userId, [...userIds]),
        isNull(whatsappOptIns.optedOutAt),
        eq(users.phone, whatsappOptIns.phone),
        isNotNull(users.phoneVerifiedAt),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * Records my consent to WhatsApp messages: the wording exactly as shown (it must be today's, with my
 * number), its language and the time. Needs a confirmed phone. A consent already in force is
 * withdrawn first (as by the settings), so the record says which wording the messages go under.
 */
export async function optInToWhatsApp(
  db: Db,
  options: { userId: string; language: Language; wording: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, options.userId))
      .for('update');
    if (!user) throw notFound();
    if (!user.phone || !user.verifiedAt) throw new AppError('whatsapp_phone_required', 409);
    if (options.wording !== whatsAppConsentText(options.language, user.phone))
      throw new AppError('whatsapp_wording_outdated', 409);
    await withdraw(tx, { userId: options.userId, source: 'settings', now: options.now });
    await tx.insert(whatsappOptIns).values({
      userId: options.userId,
      phone: user.phone,
      language: options.language,
      wording: options.wording,
      optedInAt: options.now,
    });
  });
}

/** Withdraws my consent from the settings; nothing to do when none is in force. */
export async function optOutOfWhatsApp(db: DbExecutor, options: { userId: string; now: Date }) {
  await withdraw(db, { userId: options.userId, source: 'settings', now: options.now });
}

/** A STOP reply in WhatsApp from this number (E.164) withdraws every consent in force for it. */
export async function optOutByWhatsAppReply(db: DbExecutor, options: { phone: string; now: Date }) {
  const rows = await db
    .update(whatsappOptIns)
    .set({ optedOutAt: options.now, optOutSource: 'whatsapp_reply' })
    .where(and(eq(whatsappOptIns.phone, options.phone), isNull(whatsappOptIns.optedOutAt)))
    .returning({ id: whatsappOptIns.id });
  return rows.length;
}

async function withdraw(
  db: DbExecutor,
  options: { userId: string; source: WhatsAppOptOutSource; now: Date },
): Promise<void> {
  await db
    .update(whatsappOptIns)
    .set({ optedOutAt: options.now, optOutSource: options.source })
    .where(and(eq(whatsappOptIns.userId, options.userId), isNull(whatsappOptIns.optedOutAt)));
}
