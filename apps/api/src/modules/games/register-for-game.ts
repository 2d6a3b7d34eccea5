import {
  PAYMENT_HOLD_MINUTES,
  type PaymentMethod,
  type RegistrationResult,
  levelFits,
  quoteGamePrice,
  registrationOpensFor,
} from '@oyna/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, type GameRow, gameRegistrations } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { chargeRegistration } from './charge-registration.js';
import { registrationView } from './registration-view.js';
import { changePlacesTaken, lockGame } from './lock-game.js';
import { lockPlayerStanding } from './player-standing.js';
import { releaseExpiredHolds } from './fill-freed-places.js';
import { assertMayBook } from '../reliability/player-restrictions.js';

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
 */
export async function registerForGame(
  db: DbExecutor,
  input: RegisterForGameInput,
): Promise<RegisterForGameOutcome> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    let game = await lockGame(tx, input.gameId);
    game = await releaseExpiredHolds(tx, game, now);

    if (input.idempotencyKey) {
      const repeat = await findByIdempotencyKey(tx, input.userId, input.idempotencyKey);
      if (repeat) {
        // The same key with another request (another game or payment method) is a client bug, not a repeat.
        if (repeat.gameId !== game.id || repeat.paymentMethod !== input.paymentMethod) {
          throw new AppError('idempotency_key_reused', 422);
        }
        return { result: await registrationView(tx, game, repeat), created: false };
      }
    }

    assertGameTakesBookings(game, now);
    await assertMayBook(tx, { userId: input.userId, paymentMethod: input.paymentMethod, now });
    const standing = await lockPlayerStanding(tx, input.userId);
    const opensAt = registrationOpensFor(game.registrationOpensAt, standing.gamesPlayed);
    if (now < opensAt)
      throw new AppError('registration_not_open_yet', 422, { params: { opens_at: opensAt } });
    if (!levelFits(standing.level, game.minLevel, game.maxLevel))
      throw new AppError('level_out_of_range', 422);
    if (await hasActiveBooking(tx, game.id, input.userId)) throw new AppError('already_registered', 409);

    const quote = quoteGamePrice({
      basePriceQepik: game.priceQepik,
      kind: game.kind,
      isFirstGame: standing.isFirstGame,
      gamesPlayed: standing.gamesPlayed,
    });
    const booking = {
      gameId: game.id,
      userId: input.userId,
      paymentMethod: input.paymentMethod,
      priceQepik: quote.priceQepik,
      basePriceQepik: quote.basePriceQepik,
      discountReason: quote.discountReason,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    };

    if (game.placesTaken >= game.capacity) {
      const waitlisted = await insertRegistration(tx, {
        ...booking,
        status: 'waitlisted',
        waitlistedAt: now,
      });
      return { result: await registrationView(tx, game, waitlisted), created: true };
    }

    const balance = input.paymentMethod === 'balance' ? await getBalanceQepik(tx, input.userId) : 0;
    const paysNow = input.paymentMethod === 'balance' && quote.priceQepik > 0;
    const canPay = !paysNow || balance >= quote.priceQepik;
    const registration = await insertRegistration(
      tx,
      canPay
        ? {
            ...booking,
            status: 'confirmed',
            paidAt: input.paymentMethod === 'cash' && quote.priceQepik > 0 ? null : now,
          }
        : {
            ...booking,
            status: 'pending_payment',
            holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
          },
    );
    if (canPay && paysNow) await chargeRegistration(tx, registration, game);
    game = await changePlacesTaken(tx, game, 1);
    return { result: await registrationView(tx, game, registration), created: true };
  });
}

/** A booking (a player's or a guest's) needs an open game that has not kicked off. */
export function assertGameTakesBookings(game: GameRow, now: Date): void {
  if (game.status !== 'open') throw new AppError('game_not_open', 422);
  if (game.startsAt.getTime() <= now.getTime()) throw new AppError('game_already_started', 422);
}

async function findByIdempotencyKey(tx: DbExecutor, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.userId, userId), eq(gameRegistrations.idempotencyKey, key)));
  return row;
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

async function hasActiveBooking(tx: DbExecutor, gameId: string, userId: string): Promise<boolean> {
  return Boolean(await findActiveBooking(tx, gameId, userId));
}

async function insertRegistration(
  tx: DbExecutor,
  values: typeof gameRegistrations.$inferInsert,
): Promise<GameRegistrationRow> {
  const [row] = await tx.insert(gameRegistrations).values(values).returning();
  if (!row) throw new Error('registration not inserted');
  return row;
}
