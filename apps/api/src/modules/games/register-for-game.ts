import { eq, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import {
  type GameRegistrationRow,
  gameRegistrations,
  games,
  ledgerEntries,
  wallets,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { bookInOneCall } from './book-in-one-call.js';
import { type BookingGame, lockGameThenPlayer, readBookingFacts } from './booking-facts.js';
import {
  type RegisterForGameInput,
  type RegisterForGameOutcome,
  bookingAnswer,
  decideBooking,
} from './booking-decision.js';
import { bookingPaymentDescription } from './charge-registration.js';
import { registrationView } from './registration-view.js';
import { changePlacesTaken, lockGame } from './lock-game.js';
import { releaseExpiredHolds } from './fill-freed-places.js';
import { notifyBookingConfirmed } from './notify-booking-confirmed.js';
import { bookingPaymentKey } from '../wallet/game-money-keys.js';

export type { RegisterForGameInput, RegisterForGameOutcome } from './booking-decision.js';

/**
 * Takes a place in a game in one transaction with its payment (docs/decisions/0010-booking-places-and-money.md):
 * a free place and enough balance -> confirmed and charged; a free place and too little -> held
 * for 10 minutes while the player tops up; cash -> confirmed, unpaid; no place -> waitlisted.
 *
 * Few round trips while the game is locked (docs/decisions/0038-response-cache-and-session-cache.md):
 * one statement takes the game's lock then the player's, one reads everything the checks need
 * (after the locks, so it sees every booking committed before them), one writes the booking with
 * its charge and the place; the answer is built from what these returned.
 */
export async function registerForGame(
  db: DbExecutor,
  input: RegisterForGameInput,
): Promise<RegisterForGameOutcome> {
  const now = input.now ?? new Date();
  // The booking in one call writes its confirmation in its own statement (decision 98).
  const fast = await bookInOneCall(db, input, now);
  if (fast) return fast;
  const outcome = await bookInTransaction(db, input, now);
  if (outcome.created && !input.quiet)
    await notifyBookingConfirmed(db, {
      userId: input.userId,
      gameId: input.gameId,
      result: outcome.result,
      now,
    });
  return outcome;
}

/** The booking when the one-statement path does not decide: locks, reads, decides and writes. */
function bookInTransaction(
  db: DbExecutor,
  input: RegisterForGameInput,
  now: Date,
): Promise<RegisterForGameOutcome> {
  return db.transaction(async (tx) => {
    // The read after the locks, so that it sees every booking committed before them (this way is
    // taken only when the fast path does not decide, so its extra round trip is rare).
    await lockGameThenPlayer(tx, input.gameId, input.userId);
    let facts = await readBookingFacts(tx, input, now);
    if (facts.holdsExpired) {
      // The facts carry only what a booking reads of the game; releasing holds needs all of it.
      await releaseExpiredHolds(tx, await lockGame(tx, input.gameId), now, input.hooks);
      facts = await readBookingFacts(tx, input, now);
    }
    const { game } = facts;

    if (facts.repeatId) {
      const [repeat] = await tx
        .select()
        .from(gameRegistrations)
        .where(eq(gameRegistrations.id, facts.repeatId));
      if (repeat) {
        // The same key with another request (another game or payment method) is a client bug, not a repeat.
        if (repeat.gameId !== game.id || repeat.paymentMethod !== input.paymentMethod) {
          throw new AppError('idempotency_key_reused', 422);
        }
        return { result: await registrationView(tx, game, repeat), created: false };
      }
    }

    const { booking, quote, payment } = decideBooking(facts, input, now);
    const answer = (registration: GameRegistrationRow, placesTaken: number, balanceQepik: number) =>
      bookingAnswer(game, registration, placesTaken, balanceQepik, {
        count: facts.waitlistCount + (registration.status === 'waitlisted' ? 1 : 0),
        position: facts.waitlistPositionOf(registration),
      });

    if (game.placesTaken >= game.capacity) {
      const waitlisted = await insertRegistration(tx, {
        ...booking,
        status: 'waitlisted',
        waitlistedAt: now,
      });
      return answer(waitlisted, game.placesTaken, facts.balanceQepik);
    }

    if (payment.paysNow && facts.balanceQepik >= quote.priceQepik) {
      const paid = { ...booking, paidAt: now };
      const charged = await insertPaidBooking(tx, paid, game, now);
      // Null only when the wallet was drained since it was read: the place is held instead.
      if (charged) return answer(paid, charged.placesTaken, charged.balanceQepik);
    }
    // A wallet payment that got here is short of the price: the place is held for a top-up.
    const registration = await insertRegistration(
      tx,
      payment.paysNow
        ? { ...booking, status: 'pending_payment', holdExpiresAt: payment.holdExpiresAt }
        : { ...booking, paidAt: payment.paidAt },
    );
    const updated = await changePlacesTaken(tx, game, 1);
    return answer(registration, updated.placesTaken, facts.balanceQepik);
  });
}

/**
 * Books a free place paid from the wallet in one statement: the wallet is debited only if it holds
 * the price (the check and the debit on the row's latest version, under its lock), and only then
 * are the booking, its ledger row and the place written. Null when the wallet held too little.
 */
async function insertPaidBooking(
  tx: DbExecutor,
  booking: GameRegistrationRow,
  game: BookingGame,
  now: Date,
): Promise<{ balanceQepik: number; placesTaken: number } | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const description = bookingPaymentDescription(game);
  const rows = await queryRows<{ balance_qepik: string | number; places_taken: number }>(
    tx,
    sql`with debit as (
        update ${wallets} set balance_qepik = balance_qepik - ${booking.priceQepik}, updated_at = ${at}
        where user_id = ${booking.userId} and balance_qepik >= ${booking.priceQepik}
        returning balance_qepik
      ), booking as (
        insert into ${gameRegistrations} (id, game_id, user_id, status, payment_method, price_qepik,
          base_price_qepik, discount_reason, paid_at, idempotency_key, created_at, updated_at)
        select ${booking.id}, ${booking.gameId}, ${booking.userId}, 'confirmed', ${booking.paymentMethod},
          ${booking.priceQepik}, ${booking.basePriceQepik}, ${booking.discountReason}, ${at},
          ${booking.idempotencyKey}, ${at}, ${at}
        from debit returning id
      ), entry as (
        insert into ${ledgerEntries} (user_id, kind, amount_qepik, balance_after_qepik, idempotency_key,
          reference_type, reference_id, description)
        select ${booking.userId}, 'game_payment', ${-booking.priceQepik}, debit.balance_qepik,
          ${bookingPaymentKey(booking.id)}, 'game_registration', ${booking.id}, ${description}::jsonb
        from debit, booking returning id
      ), place as (
        update ${games} set places_taken = places_taken + 1, updated_at = ${at}
        where id = ${game.id} and exists (select 1 from booking) returning places_taken
      )
      select debit.balance_qepik, (select places_taken from place) as places_taken from debit`,
  );
  const [row] = rows;
  if (!row) return null;
  return { balanceQepik: Number(row.balance_qepik), placesTaken: Number(row.places_taken) };
}

async function insertRegistration(
  tx: DbExecutor,
  values: typeof gameRegistrations.$inferInsert,
): Promise<GameRegistrationRow> {
  const [row] = await tx.insert(gameRegistrations).values(values).returning();
  if (!row) throw new Error('registration not inserted');
  return row;
}
