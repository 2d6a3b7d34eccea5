import {
  type ExperienceLevel,
  PAYMENT_HOLD_MINUTES,
  type PaymentMethod,
  type PriceQuote,
  type RegistrationResult,
  type RestrictionKind,
  bookingVerdict,
  levelFits,
  qepikToManat,
  quoteGamePrice,
  registrationOpensFor,
  playerLevel,
} from '@oyna/shared';
import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import {
  type GameRegistrationRow,
  type GameRow,
  gameRegistrations,
  games,
  ledgerEntries,
  playerRestrictions,
  users,
  wallets,
} from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { describeGame } from './charge-registration.js';
import { gamesPlayedSql } from '../wallet/games-played.js';
import { toMyRegistration } from './game-response.js';
import { registrationView } from './registration-view.js';
import { changePlacesTaken } from './lock-game.js';
import { type PlayerStanding, discountUsedSql } from './player-standing.js';
import { releaseExpiredHolds } from './fill-freed-places.js';
import { notifyBookingConfirmed } from './notify-booking-confirmed.js';

export interface RegisterForGameInput {
  userId: string;
  gameId: string;
  paymentMethod: PaymentMethod;
  /** The client's `Idempotency-Key`: a repeat answers the first booking and changes nothing. */
  idempotencyKey?: string | undefined;
  now?: Date;
}

export interface RegisterForGameOutcome {
  result: RegistrationResult;
  /** False when this was a repeat of an earlier request with the same key. */
  created: boolean;
}

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
  const outcome = (await bookInOneCall(db, input, now)) ?? (await bookInTransaction(db, input, now));
  if (outcome.created)
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
      await releaseExpiredHolds(tx, facts.game, now);
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

    const { booking, quote } = decideBooking(facts, input, now);
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

    const paysNow = input.paymentMethod === 'balance' && quote.priceQepik > 0;
    if (paysNow && facts.balanceQepik >= quote.priceQepik) {
      const paid = { ...booking, paidAt: now };
      const charged = await insertPaidBooking(tx, paid, game, now);
      // Null only when the wallet was drained since it was read: the place is held instead.
      if (charged) return answer(paid, charged.placesTaken, charged.balanceQepik);
    }
    const canPay = !paysNow;
    const registration = await insertRegistration(
      tx,
      canPay
        ? { ...booking, paidAt: paidAtOfUnpaidBooking(input.paymentMethod, quote.priceQepik, now) }
        : { ...booking, status: 'pending_payment', holdExpiresAt: holdExpiry(now) },
    );
    const updated = await changePlacesTaken(tx, game, 1);
    return answer(registration, updated.placesTaken, facts.balanceQepik);
  });
}

/** A booking that does not pay from the wallet now: cash is paid at the game; a free place at once. */
function paidAtOfUnpaidBooking(paymentMethod: PaymentMethod, priceQepik: number, now: Date): Date | null {
  return paymentMethod === 'cash' && priceQepik > 0 ? null : now;
}

function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

/**
 * The rules a booking must pass, on its facts, and the booking they make (status confirmed, to be
 * turned into waitlisted or held by the caller). Throws the error to answer otherwise.
 */
function decideBooking(
  facts: BookingFacts,
  input: RegisterForGameInput,
  now: Date,
): { booking: GameRegistrationRow; quote: PriceQuote } {
  const { game, standing } = facts;
  assertGameTakesBookings(game, now);
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
  return { booking, quote };
}

/** The answer to a booking, from what its statements returned; `waitlist` counts the new booking. */
function bookingAnswer(
  game: GameRow,
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
async function bookInOneCall(
  db: DbExecutor,
  input: RegisterForGameInput,
  now: Date,
): Promise<RegisterForGameOutcome | null> {
  let facts: BookingFacts;
  let decided: { booking: GameRegistrationRow; quote: PriceQuote };
  try {
    facts = await readBookingFacts(db, input, now, { prepared: true });
    if (facts.holdsExpired || facts.repeatId) return null;
    decided = decideBooking(facts, input, now);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const { game } = facts;
  const { booking, quote } = decided;
  const at = (date: Date | null) => (date ? date.toISOString() : null);
  const paysNow = input.paymentMethod === 'balance' && quote.priceQepik > 0;
  const holdExpiresAt = holdExpiry(now);
  const paidAt = paidAtOfUnpaidBooking(input.paymentMethod, quote.priceQepik, now);
  const description = JSON.stringify({ key: 'game_payment', params: describeGame(game) });
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

/**
 * Takes the game's lock, then the player's, in one statement (lock order: the game, then the
 * player, then the wallet). The player's lock makes one player's bookings run one after another,
 * even for different games, so the first-game discount and the balance see every earlier booking.
 * `for no key update` does not block inserts that merely reference the player. A 404 when there is
 * no such game.
 */
async function lockGameThenPlayer(tx: DbExecutor, gameId: string, userId: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with game as (select id from ${games} where id = ${gameId} for update)
      select u.id from ${users} u where u.id = ${userId} and exists (select 1 from game)
      for no key update of u`,
  );
  if (rows.length === 0) throw notFound('game_not_found');
}

interface BookingFacts {
  game: GameRow;
  /** What the rules read of the game (`game_booking_terms`, migration 0019), to check it under the locks. */
  gameTerms: string;
  holdsExpired: boolean;
  standing: PlayerStanding;
  hasActiveBooking: boolean;
  balanceQepik: number;
  /** An earlier booking of the player with the request's Idempotency-Key. */
  repeatId: string | null;
  waitlistCount: number;
  /** The player's restrictions that may be in force now. */
  restrictions: { kind: RestrictionKind; startsAt: Date; endsAt: Date }[];
  /** 1 for the first in line (for a booking put on the waitlist now); null off the waitlist. */
  waitlistPositionOf(registration: GameRegistrationRow): number | null;
}

interface RestrictionFact {
  kind: RestrictionKind;
  starts_at: string;
  ends_at: string;
}

/**
 * The statement that reads a booking's facts, with placeholders (gameId, userId, at, key), so that
 * it is built once and, on the fast path, prepared once per connection (PostgreSQL plans it once).
 * `waitlist`: also who is on the game's waitlist (the fast path has book_game_place count it).
 */
function bookingFactsQuery(db: DbExecutor, waitlist: boolean) {
  const gameId = sql.placeholder('gameId');
  const userId = sql.placeholder('userId');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const waitlistFacts = {
    waitlistCount: sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'waitlisted')`,
    waitlistedBefore: sql<number>`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'waitlisted' and r.waitlisted_at < ${at})`,
    waitlistedSameMoment: sql<string[] | null>`(select array_agg(r.id::text) from ${gameRegistrations} r
        where r.game_id = ${gameId} and r.status = 'waitlisted' and r.waitlisted_at = ${at})`,
  };
  const noWaitlistFacts = {
    waitlistCount: sql<number>`0`,
    waitlistedBefore: sql<number>`0`,
    waitlistedSameMoment: sql<string[] | null>`null`,
  };
  return db
    .select({
      game: getTableColumns(games),
      gameTerms: sql<string>`game_booking_terms(${games})`,
      holdsExpired: sql<boolean>`exists (select 1 from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'pending_payment' and r.hold_expires_at <= ${at})`,
      skillOverall: sql<number | null>`(select skill_overall from ${users} where id = ${userId})`,
      experienceLevel: sql<ExperienceLevel | null>`(select experience_level from ${users} where id = ${userId})`,
      discountUsed: discountUsedSql(userId),
      gamesPlayed: gamesPlayedSql(userId),
      hasActiveBooking: sql<boolean>`exists (select 1 from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.user_id = ${userId} and r.status <> 'cancelled')`,
      balanceQepik:
        sql<number>`coalesce((select balance_qepik from ${wallets} where user_id = ${userId}), 0)`.mapWith(
          Number,
        ),
      // Null without a key (no row has a null key equal to it).
      repeatId: sql<string | null>`(select id from ${gameRegistrations} where user_id = ${userId}
            and idempotency_key = ${sql.placeholder('key')}::text)`,
      ...(waitlist ? waitlistFacts : noWaitlistFacts),
      // The no-show policy's restrictions not lifted and not yet ended (decision 36).
      restrictions: sql<RestrictionFact[] | null>`(select json_agg(json_build_object('kind', p.kind,
        'starts_at', p.starts_at, 'ends_at', p.ends_at)) from ${playerRestrictions} p
        where p.user_id = ${userId} and p.lifted_at is null and p.ends_at > ${at})`,
    })
    .from(games)
    .where(eq(games.id, gameId));
}

type FactsQuery = ReturnType<typeof bookingFactsQuery>;
/** The fast path's facts statement, prepared once per database handle. */
const preparedFacts = new WeakMap<object, ReturnType<FactsQuery['prepare']>>();

/**
 * Everything a booking checks and answers, in one statement: under the game's and the player's
 * locks on the way that decides under them, without locks on the fast path (`prepared`).
 */
async function readBookingFacts(
  tx: DbExecutor,
  input: RegisterForGameInput,
  now: Date,
  options: { prepared?: boolean } = {},
): Promise<BookingFacts> {
  const { userId, gameId } = input;
  const params = { gameId, userId, at: now.toISOString(), key: input.idempotencyKey ?? null };
  let query = options.prepared ? preparedFacts.get(tx) : undefined;
  if (options.prepared && !query) {
    query = bookingFactsQuery(tx, false).prepare('booking_facts_unlocked');
    preparedFacts.set(tx, query);
  }
  const [row] = query ? await query.execute(params) : await bookingFactsQuery(tx, true).execute(params);
  // A team match's game is not a pickup game: only the team-match use cases book it (decision 22).
  if (!row || row.game.origin !== 'pickup') throw notFound('game_not_found');
  return {
    game: row.game,
    gameTerms: row.gameTerms,
    holdsExpired: row.holdsExpired,
    standing: {
      userId,
      gamesPlayed: row.gamesPlayed ?? 0,
      isFirstGame: !row.discountUsed,
      level: playerLevel({ skillOverall: row.skillOverall, experienceLevel: row.experienceLevel }),
    },
    hasActiveBooking: row.hasActiveBooking,
    restrictions: (row.restrictions ?? []).map((fact) => ({
      kind: fact.kind,
      startsAt: new Date(fact.starts_at),
      endsAt: new Date(fact.ends_at),
    })),
    balanceQepik: row.balanceQepik,
    repeatId: row.repeatId,
    waitlistCount: row.waitlistCount,
    // In line behind those waitlisted earlier, and behind a lower id at the same moment (as waitlistPosition).
    waitlistPositionOf: (registration) =>
      registration.status === 'waitlisted'
        ? row.waitlistedBefore +
          (row.waitlistedSameMoment ?? []).filter((id) => id < registration.id).length +
          1
        : null,
  };
}

/**
 * Books a free place paid from the wallet in one statement: the wallet is debited only if it holds
 * the price (the check and the debit on the row's latest version, under its lock), and only then
 * are the booking, its ledger row and the place written. Null when the wallet held too little.
 */
async function insertPaidBooking(
  tx: DbExecutor,
  booking: GameRegistrationRow,
  game: GameRow,
  now: Date,
): Promise<{ balanceQepik: number; placesTaken: number } | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const description = JSON.stringify({ key: 'game_payment', params: describeGame(game) });
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
          ${`game_payment:${booking.id}`}, 'game_registration', ${booking.id}, ${description}::jsonb
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

/** A booking (a player's or a guest's) needs an open game that has not kicked off. */
export function assertGameTakesBookings(game: GameRow, now: Date): void {
  if (game.status !== 'open') throw new AppError('game_not_open', 422);
  if (game.startsAt.getTime() <= now.getTime()) throw new AppError('game_already_started', 422);
}

/** The player's booking of a game that is not cancelled, if any. */
export async function findActiveBooking(
  tx: DbExecutor,
  gameId: string,
  userId: string,
): Promise<GameRegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.gameId, gameId),
        eq(gameRegistrations.userId, userId),
        ne(gameRegistrations.status, 'cancelled'),
      ),
    );
  return row;
}

async function insertRegistration(
  tx: DbExecutor,
  values: typeof gameRegistrations.$inferInsert,
): Promise<GameRegistrationRow> {
  const [row] = await tx.insert(gameRegistrations).values(values).returning();
  if (!row) throw new Error('registration not inserted');
  return row;
}
