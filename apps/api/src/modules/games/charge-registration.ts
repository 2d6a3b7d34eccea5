import type { LedgerDescription } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import type { GameRegistrationRow, GameRow } from '../../db/schema.js';
import { type PostedLedgerEntry, postLedgerEntry } from '../wallet/post-ledger-entry.js';
import {
  bookingPaymentKey,
  bookingRefundKey,
  guestPaymentKey,
  guestRefundKey,
} from '../wallet/game-money-keys.js';

/** A movement of a place's money, named as its ledger key and its description are. */
export type PlaceMoneyMove = 'game_payment' | 'game_refund' | 'guest_payment' | 'guest_refund';

const keyOf: Record<PlaceMoneyMove, (placeId: string) => string> = {
  game_payment: bookingPaymentKey,
  game_refund: bookingRefundKey,
  guest_payment: guestPaymentKey,
  guest_refund: guestRefundKey,
};

/** A paid place in a game: a player's booking, or a guest; the payer's wallet pays and is refunded. */
export interface PaidPlace {
  payerId: string;
  priceQepik: number;
  reference: { type: 'game_registration' | 'game_guest'; id: string };
}

/**
 * Posts a place's price to its payer's wallet, once per place and movement (keyed by both): a
 * payment takes it, a refund gives it back; `params` name the game for the ledger's description.
 */
export function postPlaceMoney(
  tx: DbExecutor,
  move: PlaceMoneyMove,
  place: PaidPlace,
  params: LedgerDescription['params'],
): Promise<PostedLedgerEntry> {
  const payment = move === 'game_payment' || move === 'guest_payment';
  return postLedgerEntry(tx, {
    userId: place.payerId,
    kind: payment ? 'game_payment' : 'refund',
    amountQepik: payment ? -place.priceQepik : place.priceQepik,
    idempotencyKey: keyOf[move](place.reference.id),
    reference: place.reference,
    description: { key: move, params },
  });
}

function bookingPlace(registration: GameRegistrationRow): PaidPlace {
  return {
    payerId: registration.userId,
    priceQepik: registration.priceQepik,
    reference: { type: 'game_registration', id: registration.id },
  };
}

/** Takes a booking's price from the player's wallet, once (keyed by the booking). */
export function chargeRegistration(tx: DbExecutor, registration: GameRegistrationRow, game: GameRow) {
  return postPlaceMoney(tx, 'game_payment', bookingPlace(registration), describeGame(game));
}

/** Gives a booking's price back to the player's wallet, once (keyed by the booking). */
export function refundRegistration(tx: DbExecutor, registration: GameRegistrationRow, game: GameRow) {
  return postPlaceMoney(tx, 'game_refund', bookingPlace(registration), describeGame(game));
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
export function describeGame(game: Pick<GameRow, 'id' | 'title' | 'startsAt'>): Record<string, string> {
  return { game_id: game.id, game_title: game.title, starts_at: game.startsAt.toISOString() };
}

/** The description of a booking's payment, as its ledger row stores it (JSON, for raw SQL). */
export function bookingPaymentDescription(game: Pick<GameRow, 'id' | 'title' | 'startsAt'>): string {
  return JSON.stringify({ key: 'game_payment', params: describeGame(game) } satisfies LedgerDescription);
}
