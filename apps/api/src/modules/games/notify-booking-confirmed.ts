import { type RegistrationResult, manatToQepik } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { notify } from '../notifications/notify.js';
import { gameMentionById } from './game-mention.js';

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
  // The game and its venue in one statement (decision 98), one round trip fewer than before.
  const mention = await gameMentionById(db, input.gameId);
  if (!mention) return;
  const price = manatToQepik(registration.price) ?? 0;
  const paidFromBalance = registration.payment_method === 'balance' && registration.paid;
  const cashAtGame = registration.payment_method === 'cash' && !registration.paid;
  await notify(
    db,
    input.userId,
    {
      kind: 'booking_confirmed',
      payload: {
        ...mention,
        paid_qepik: paidFromBalance ? price : 0,
        cash_qepik: cashAtGame ? price : 0,
      },
    },
    { dedupeKey: `booking_confirmed:${registration.id}`, now: input.now },
  );
}
