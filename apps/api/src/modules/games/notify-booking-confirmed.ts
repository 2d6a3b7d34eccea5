import {
  type GameMention,
  type MyRegistration,
  type NotificationPayloads,
  type RegistrationResult,
  URGENT_KINDS,
  manatToQepik,
} from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { notify } from '../notifications/notify.js';
import { gameMentionById } from './game-mention.js';

/** A confirmed booking's notification: its kind, payload, key and urgency, wherever it is written. */
export function bookingConfirmedNotification(
  mention: GameMention,
  registration: Pick<MyRegistration, 'id' | 'price' | 'payment_method' | 'paid'>,
) {
  const price = manatToQepik(registration.price) ?? 0;
  const paidFromBalance = registration.payment_method === 'balance' && registration.paid;
  const cashAtGame = registration.payment_method === 'cash' && !registration.paid;
  const payload: NotificationPayloads['booking_confirmed'] = {
    ...mention,
    paid_qepik: paidFromBalance ? price : 0,
    cash_qepik: cashAtGame ? price : 0,
  };
  return {
    kind: 'booking_confirmed' as const,
    payload,
    dedupeKey: `booking_confirmed:${registration.id}`,
    urgent: URGENT_KINDS.includes('booking_confirmed'),
  };
}

/**
 * Tells a player their new booking is confirmed (`booking_confirmed`), through the channels they
 * chose for it: after a booking made under the locks (the booking in one call writes it in its own
 * statement, decision 98); the registration's id as the dedupe key makes it once. A place held for
 * payment or on the waitlist is not confirmed: its player hears when it is (`waitlist_promoted`).
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
  const notification = bookingConfirmedNotification(mention, registration);
  await notify(
    db,
    input.userId,
    { kind: notification.kind, payload: notification.payload },
    { dedupeKey: notification.dedupeKey, now: input.now },
  );
}
