import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, notifications, venues } from '../../db/schema.js';
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
import { toMyRegistration } from './game-response.js';
import { bookingConfirmedNotification } from './notify-booking-confirmed.js';

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
  const booked = db
    .$with('b', { outcome: sql<string>`outcome` })
    .as(sql`select * from book_game_place(${args})`);
  // A confirmed booking's notification, in the same statement and so the same transaction as the
  // booking (decision 30's outbox rule; decision 98): the payload built here, the venue's name read
  // there. Nothing is written for a held place, a waitlisted one or a stale read, or when `notify` is false.
  const told = db.$with('told', { id: sql<string>`id` }).as(
    sql`insert into ${notifications} (user_id, kind, payload, urgent, dedupe_key, created_at)
      select ${p('userId', 'uuid')}, 'booking_confirmed',
        ${p('notification', 'jsonb')} || jsonb_build_object('venue',
          coalesce((select name from ${venues} where id = ${p('venueId', 'integer')}), '')),
        ${p('urgent', 'boolean')}, ${p('dedupeKey', 'text')}, ${p('now', 'timestamptz')}
      from b where b.outcome = 'confirmed' and ${p('notify', 'boolean')}
      on conflict (dedupe_key) do nothing
      returning id`,
  );
  return db
    .with(booked, told)
    .select({
      outcome: sql<'stale' | 'waitlisted' | 'confirmed' | 'pending_payment'>`b.outcome`,
      placesTaken: sql<number>`b.places_taken`,
      balanceQepik: sql<number>`b.balance_qepik`.mapWith(Number),
      waitlistedBefore: sql<number>`b.waitlisted_before`,
      waitlistCount: sql<number>`b.waitlist_count`,
    })
    .from(sql`b`);
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
 * answers exactly as it always has. A confirmed booking's notification is written by the same
 * statement (unless `input.quiet`), so the caller does not write it again.
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
  const confirmed: GameRegistrationRow = { ...booking, paidAt: paysNow ? now : paidAt };
  // Its venue's name is added by the statement. Title and kick-off are as read: the statement
  // books only if the game's terms (these among them) are unchanged under its lock.
  const note = bookingConfirmedNotification(
    { game_id: game.id, title: game.title, starts_at: game.startsAt.toISOString(), venue: '' },
    toMyRegistration(confirmed, null),
  );
  const { venue: _venue, ...notification } = note.payload;
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
    notify: !input.quiet,
    notification: JSON.stringify(notification),
    venueId: game.venueId,
    urgent: note.urgent,
    dedupeKey: note.dedupeKey,
  });
  if (!row || row.outcome === 'stale') return null;
  const registration: GameRegistrationRow =
    row.outcome === 'waitlisted'
      ? { ...booking, status: 'waitlisted', waitlistedAt: now }
      : row.outcome === 'pending_payment'
        ? { ...booking, status: 'pending_payment', holdExpiresAt }
        : confirmed;
  return bookingAnswer(game, registration, row.placesTaken, row.balanceQepik, {
    count: row.waitlistCount,
    position: row.outcome === 'waitlisted' ? row.waitlistedBefore + 1 : null,
  });
}
