import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import type { GameRegistrationRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { type BookingFacts, readBookingFacts } from './booking-facts.js';
import {
  type BookingDecision,
  type RegisterForGameInput,
  type RegisterForGameOutcome,
  bookingAnswer,
  decideBooking,
} from './booking-decision.js';
import { bookingPaymentDescription } from './charge-registration.js';

/** `select * from book_game_place(...)` (migration 0019) with placeholders, in its parameters' order. */
function bookGamePlaceQuery(db: DbExecutor) {
  const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const args = sql.join(
    [
      p('gameId', 'uuid'),
      p('userId', 'uuid'),
      p('gameTerms', 'text'),
      p('discountUsed', 'boolean'),
      p('registrationId', 'uuid'),
      p('paymentMethod', 'text'),
      p('price', 'integer'),
      p('basePrice', 'integer'),
      p('discountReason', 'text'),
      p('key', 'text'),
      p('now', 'timestamptz'),
      p('paysNow', 'boolean'),
      p('paidAt', 'timestamptz'),
      p('holdExpiresAt', 'timestamptz'),
      p('description', 'jsonb'),
    ],
    sql`, `,
  );
  return db
    .select({
      outcome: sql<'stale' | 'waitlisted' | 'confirmed' | 'pending_payment'>`b.outcome`,
      placesTaken: sql<number>`b.places_taken`,
      balanceQepik: sql<number>`b.balance_qepik`.mapWith(Number),
      waitlistedBefore: sql<number>`b.waitlisted_before`,
      waitlistCount: sql<number>`b.waitlist_count`,
    })
    .from(sql`book_game_place(${args}) b`);
}

/** The fast path's booking statement, prepared once per database handle. */
const preparedBookings = new WeakMap<object, ReturnType<ReturnType<typeof bookGamePlaceQuery>['prepare']>>();

/**
 * The booking in one call (docs/decisions/0043-booking-in-one-call.md): the facts are read without
 * locks, the rules decide on them here, and `book_game_place` (migration 0019) takes the locks
 * (the game, then the player), checks under them that what the locks protect is as read (the
 * game's terms, expired holds, an active booking, the Idempotency-Key, the first-game discount)
 * and writes the booking, its charge and its place in the same statement, so the game's lock is
 * held for one statement and its commit, with no round trip to this process in between. Null
 * when this path does not decide: an error to answer, expired holds, a repeated key, or a fact
 * that changed before the locks; the caller then books under the locks as before, which
 * answers exactly as it always has.
 */
export async function bookInOneCall(
  db: DbExecutor,
  input: RegisterForGameInput,
  now: Date,
): Promise<RegisterForGameOutcome | null> {
  let facts: BookingFacts;
  let decided: BookingDecision;
  try {
    facts = await readBookingFacts(db, input, now, { prepared: true });
    if (facts.holdsExpired || facts.repeatId) return null;
    decided = decideBooking(facts, input, now);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const { game } = facts;
  const { booking } = decided;
  const { paysNow, paidAt, holdExpiresAt } = decided.payment;
  const at = (date: Date | null) => (date ? date.toISOString() : null);
  const description = bookingPaymentDescription(game);
  let call = preparedBookings.get(db);
  if (!call) {
    call = bookGamePlaceQuery(db).prepare('book_game_place');
    preparedBookings.set(db, call);
  }
  const [row] = await call.execute({
    gameId: game.id,
    userId: input.userId,
    gameTerms: facts.gameTerms,
    discountUsed: !facts.standing.isFirstGame,
    registrationId: booking.id,
    paymentMethod: booking.paymentMethod,
    price: booking.priceQepik,
    basePrice: booking.basePriceQepik,
    discountReason: booking.discountReason,
    key: booking.idempotencyKey,
    now: at(now),
    paysNow,
    paidAt: at(paidAt),
    holdExpiresAt: at(holdExpiresAt),
    description,
  });
  if (!row || row.outcome === 'stale') return null;
  const registration: GameRegistrationRow =
    row.outcome === 'waitlisted'
      ? { ...booking, status: 'waitlisted', waitlistedAt: now }
      : row.outcome === 'pending_payment'
        ? { ...booking, status: 'pending_payment', holdExpiresAt }
        : { ...booking, paidAt: paysNow ? now : paidAt };
  return bookingAnswer(game, registration, row.placesTaken, row.balanceQepik, {
    count: row.waitlistCount,
    position: row.outcome === 'waitlisted' ? row.waitlistedBefore + 1 : null,
  });
}
