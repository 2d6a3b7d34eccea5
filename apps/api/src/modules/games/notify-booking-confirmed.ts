import { type RegistrationResult, manatToQepik } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { gameMention } from './game-mention.js';

/**
 * Tells a player their new booking is confirmed (`booking_confirmed`), through the channels they
 * chose for it. Written just after the booking commits: the booking in one statement (decision 43)
 * cannot carry it; the registration's id as the dedupe key makes it once. A place held for payment
 * or on the waitlist is not confirmed: its player hears when it is (`waitlist_promoted`).
 */
export async function notifyBookingConfirmed(
  db: DbExecutor,
  input: { userId: string; gameId: string; result: RegistrationResult; now: Date },
): Promise<void> {
  const { registration } = input.result;
  if (registration.status !== 'confirmed') return;
  const [game] = await db.select().from(games).where(eq(games.id, input.gameId));
  if (!game) return;
  const price = manatToQepik(registration.price) ?? 0;
  const paidFromBalance = registration.payment_method === 'balance' && registration.paid;
  const cashAtGame = registration.payment_method === 'cash' && !registration.paid;
  await notify(
    db,
    input.userId,
    {
      kind: 'booking_confirmed',
      payload: {
        ...(await gameMention(db, game)),
        paid_qepik: paidFromBalance ? price : 0,
        cash_qepik: cashAtGame ? price : 0,
      },
    },
    { dedupeKey: `booking_confirmed:${registration.id}`, now: input.now },
  );
}
