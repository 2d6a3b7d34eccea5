import type { DbExecutor } from '../../db/database.js';
import type { GameRegistrationRow, GameRow } from '../../db/schema.js';
import { bookingPaymentKey, bookingRefundKey } from '../wallet/game-money-keys.js';
import { postLedgerEntry } from '../wallet/post-ledger-entry.js';

/** Takes a booking's price from the player's wallet, once (keyed by the booking). */
export async function chargeRegistration(tx: DbExecutor, registration: GameRegistrationRow, game: GameRow) {
  return postLedgerEntry(tx, {
    userId: registration.userId,
    kind: 'game_payment',
    amountQepik: -registration.priceQepik,
    idempotencyKey: bookingPaymentKey(registration.id),
    reference: { type: 'game_registration', id: registration.id },
    description: { key: 'game_payment', params: describeGame(game) },
  });
}

/** Gives a booking's price back to the player's wallet, once (keyed by the booking). */
export async function refundRegistration(tx: DbExecutor, registration: GameRegistrationRow, game: GameRow) {
  return postLedgerEntry(tx, {
    userId: registration.userId,
    kind: 'refund',
    amountQepik: registration.priceQepik,
    idempotencyKey: bookingRefundKey(registration.id),
    reference: { type: 'game_registration', id: registration.id },
    description: { key: 'game_refund', params: describeGame(game) },
  });
}

/** True when leaving or cancelling must give money back: the place was paid from the wallet. */
export function wasPaidFromWallet(registration: GameRegistrationRow): boolean {
  return (
    registration.status === 'confirmed' &&
    registration.paymentMethod === 'balance' &&
    registration.paidAt !== null &&
    registration.priceQepik > 0
  );
}

/** What a ledger row about a game says of it. */
export function describeGame(game: GameRow): Record<string, string> {
  return { game_id: game.id, game_title: game.title, starts_at: game.startsAt.toISOString() };
}
