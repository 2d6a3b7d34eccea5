import {
  PAYMENT_HOLD_MINUTES,
  type PaymentMethod,
  type PriceQuote,
  type RegistrationResult,
  bookingVerdict,
  levelFits,
  qepikToManat,
  quoteGamePrice,
  registrationOpensFor,
} from '@oyna/shared';
import { randomUUID } from 'node:crypto';
import type { GameRegistrationRow, GameRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { BookingFacts } from './booking-facts.js';
import type { GameHooks } from './game-hooks.js';
import { toMyRegistration } from './game-response.js';

/*
 * The rules of a booking and the answer it gets, decided on facts already read: no statement runs
 * here, so both ways of booking (one call, or under the locks) decide and answer alike.
 */

export interface RegisterForGameInput {
  userId: string;
  gameId: string;
  paymentMethod: PaymentMethod;
  /** The client's `Idempotency-Key`: a repeat answers the first booking and changes nothing. */
  idempotencyKey?: string | undefined;
  now?: Date;
  /** The caller tells the player itself: a regular booked at a series' publication (decision 74). */
  quiet?: boolean;
  /** Told of the places a lapsed hold gave to the waitlist on the way. */
  hooks: GameHooks;
}

export interface RegisterForGameOutcome {
  result: RegistrationResult;
  /** False when this was a repeat of an earlier request with the same key. */
  created: boolean;
}

/** Booking a place (a player's or a guest's), or giving one back, needs an open game that has not kicked off. */
export function assertBookingsOpen(game: Pick<GameRow, 'status' | 'startsAt'>, now: Date): void {
  if (game.status !== 'open') throw new AppError('game_not_open', 422);
  if (game.startsAt.getTime() <= now.getTime()) throw new AppError('game_already_started', 422);
}

/** A booking the wallet pays for at once: by balance, with a price to pay (else it is unpaid or free). */
export function paysFromWalletNow(paymentMethod: PaymentMethod, priceQepik: number): boolean {
  return paymentMethod === 'balance' && priceQepik > 0;
}

/** A booking that does not pay from the wallet now: cash is paid at the game; a free place at once. */
function paidAtOfUnpaidBooking(paymentMethod: PaymentMethod, priceQepik: number, now: Date): Date | null {
  return paymentMethod === 'cash' && priceQepik > 0 ? null : now;
}

/** When a place held for a top-up is released unless the wallet can pay by then. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

/**
 * How a new booking is paid, for both ways of booking: from the wallet at once (`paysNow`); else
 * unpaid with `paidAt` (null: cash at the game), or, when the wallet is short, held until `holdExpiresAt`.
 */
export interface BookingPayment {
  paysNow: boolean;
  paidAt: Date | null;
  holdExpiresAt: Date;
}

/** A booking the rules allowed: the row to write, its price, and how it is paid. */
export interface BookingDecision {
  booking: GameRegistrationRow;
  quote: PriceQuote;
  payment: BookingPayment;
}

/**
 * The rules a booking must pass, on its facts, and the booking they make (status confirmed, to be
 * turned into waitlisted or held by the caller). Throws the error to answer otherwise.
 */
export function decideBooking(facts: BookingFacts, input: RegisterForGameInput, now: Date): BookingDecision {
  const { game, standing } = facts;
  assertBookingsOpen(game, now);
  const verdict = bookingVerdict(facts.restrictions, input.paymentMethod, now);
  if (!verdict.allowed) throw new AppError(verdict.code, 403, { params: { until: verdict.until } });
  const opensAt = registrationOpensFor(game.registrationOpensAt, standing.gamesPlayed);
  if (now < opensAt) throw new AppError('registration_not_open_yet', 422, { params: { opens_at: opensAt } });
  if (!levelFits(standing.level, game.minLevel, game.maxLevel)) throw new AppError('level_out_of_range', 422);
  if (facts.hasActiveBooking) throw new AppError('already_registered', 409);

  const quote = quoteGamePrice({
    basePriceQepik: game.priceQepik,
    kind: game.kind,
    isFirstGame: standing.isFirstGame,
    gamesPlayed: standing.gamesPlayed,
  });
  const booking: GameRegistrationRow = {
    id: randomUUID(),
    gameId: game.id,
    userId: input.userId,
    status: 'confirmed',
    paymentMethod: input.paymentMethod,
    priceQepik: quote.priceQepik,
    basePriceQepik: quote.basePriceQepik,
    discountReason: quote.discountReason,
    paidAt: null,
    holdExpiresAt: null,
    waitlistedAt: null,
    attendance: null,
    leftLate: false,
    idempotencyKey: input.idempotencyKey ?? null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const payment: BookingPayment = {
    paysNow: paysFromWalletNow(input.paymentMethod, quote.priceQepik),
    paidAt: paidAtOfUnpaidBooking(input.paymentMethod, quote.priceQepik, now),
    holdExpiresAt: holdExpiry(now),
  };
  return { booking, quote, payment };
}

/** The answer to a booking, from what its statements returned; `waitlist` counts the new booking. */
export function bookingAnswer(
  game: Pick<GameRow, 'capacity'>,
  registration: GameRegistrationRow,
  placesTaken: number,
  balanceQepik: number,
  waitlist: { count: number; position: number | null },
): RegisterForGameOutcome {
  return {
    result: {
      registration: toMyRegistration(registration, waitlist.position),
      places_left: Math.max(0, game.capacity - placesTaken),
      waitlist_count: waitlist.count,
      // A held place waits for the price minus the balance.
      top_up_amount:
        registration.status === 'pending_payment'
          ? qepikToManat(Math.max(0, registration.priceQepik - balanceQepik))
          : null,
      balance: qepikToManat(balanceQepik),
    } satisfies RegistrationResult,
    created: true,
  };
}
