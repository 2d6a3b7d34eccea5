import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, type GameRow, gameRegistrations } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { holdExpiry, paysFromWalletNow } from './booking-decision.js';
import { chargeRegistration } from './charge-registration.js';
import { gameMention } from './game-mention.js';
import type { GameHooks } from './game-hooks.js';
import { changePlacesTaken, lockGame } from './lock-game.js';

/**
 * Gives the free places of a locked, open game to the waitlist in order (decision 53): the first
 * waitlisted player takes each place. One who can pay (cash, a free place, or enough in the wallet,
 * charged now) is confirmed; one whose wallet is short is held the place for a top-up
 * (`pending_payment`, `PAYMENT_HOLD_MINUTES`), and loses it to the next in line if the hold runs out.
 * Each player is notified (urgent: they must know they are expected, or have minutes to pay).
 * Returns the game, the players confirmed and the players held a place.
 */
export async function fillFreedPlaces(
  tx: DbExecutor,
  game: GameRow,
  now: Date,
  hooks: GameHooks,
): Promise<{ game: GameRow; promoted: GameRegistrationRow[]; held: GameRegistrationRow[] }> {
  const promoted: GameRegistrationRow[] = [];
  const held: GameRegistrationRow[] = [];
  if (game.status !== 'open' || game.startsAt.getTime() <= now.getTime()) return { game, promoted, held };
  let current = game;
  const waitlist = await tx
    .select()
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.status, 'waitlisted')))
    .orderBy(asc(gameRegistrations.waitlistedAt), asc(gameRegistrations.id));

  for (const waiting of waitlist) {
    if (current.placesTaken >= current.capacity) break;
    const paysNow = paysFromWalletNow(waiting.paymentMethod, waiting.priceQepik);
    const balanceQepik = paysNow ? await getBalanceQepik(tx, waiting.userId) : 0;
    if (paysNow && balanceQepik < waiting.priceQepik) {
      const holding = await holdPlace(tx, waiting, current, waiting.priceQepik - balanceQepik, now);
      if (!holding) continue;
      current = await changePlacesTaken(tx, current, 1);
      held.push(holding);
      continue;
    }
    const [confirmed] = await tx
      .update(gameRegistrations)
      .set({ status: 'confirmed', paidAt: paysNow || waiting.priceQepik === 0 ? now : null, updatedAt: now })
      .where(eq(gameRegistrations.id, waiting.id))
      .returning();
    if (!confirmed) continue;
    if (paysNow) await chargeRegistration(tx, confirmed, current);
    current = await changePlacesTaken(tx, current, 1);
    promoted.push(confirmed);
    await hooks.onGameEvent(tx, {
      type: 'place_taken',
      gameId: game.id,
      userId: confirmed.userId,
      key: `place_taken:${confirmed.id}:${now.toISOString()}`,
      at: now,
    });
    await notify(
      tx,
      confirmed.userId,
      {
        kind: 'waitlist_promoted',
        payload: { ...(await gameMention(tx, current)), charged_qepik: paysNow ? confirmed.priceQepik : 0 },
      },
      { dedupeKey: `waitlist_promoted:${confirmed.id}:${now.toISOString()}`, now },
    );
  }
  return { game: current, promoted, held };
}

/** Holds a place for a waitlisted player whose wallet is short, and tells them how long they have. */
async function holdPlace(
  tx: DbExecutor,
  waiting: GameRegistrationRow,
  game: GameRow,
  topUpQepik: number,
  now: Date,
): Promise<GameRegistrationRow | undefined> {
  const holdExpiresAt = holdExpiry(now);
  const [holding] = await tx
    .update(gameRegistrations)
    .set({ status: 'pending_payment', holdExpiresAt, updatedAt: now })
    .where(and(eq(gameRegistrations.id, waiting.id), eq(gameRegistrations.status, 'waitlisted')))
    .returning();
  if (!holding) return undefined;
  await notify(
    tx,
    holding.userId,
    {
      kind: 'waitlist_place_held',
      payload: {
        ...(await gameMention(tx, game)),
        hold_expires_at: holdExpiresAt.toISOString(),
        top_up_qepik: topUpQepik,
      },
    },
    { dedupeKey: `waitlist_place_held:${holding.id}`, now },
  );
  return holding;
}

/**
 * Locks a game for a change of its bookings and first releases the holds that ran out (refilling
 * them from the waitlist), so the change sees the places as they are now. Returns the game then.
 */
export async function lockGameReleasingHolds(
  tx: DbExecutor,
  gameId: string,
  now: Date,
  hooks: GameHooks,
): Promise<GameRow> {
  return releaseExpiredHolds(tx, await lockGame(tx, gameId), now, hooks);
}

/**
 * Runs a change of a game's bookings in one transaction, on the game locked with its lapsed holds
 * released (`lockGameReleasingHolds`); `now` is the input's time, or the current one.
 */
export function inLockedGame<T>(
  db: DbExecutor,
  input: { gameId: string; now?: Date | undefined; hooks: GameHooks },
  change: (tx: DbExecutor, game: GameRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) =>
    change(tx, await lockGameReleasingHolds(tx, input.gameId, now, input.hooks), now),
  );
}

/**
 * Releases the places of a locked game held longer than the hold allows, then refills them from
 * the waitlist. Returns the game as it is now.
 */
export async function releaseExpiredHolds(
  tx: DbExecutor,
  game: GameRow,
  now: Date,
  hooks: GameHooks,
): Promise<GameRow> {
  const released = await tx
    .update(gameRegistrations)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(gameRegistrations.gameId, game.id),
        eq(gameRegistrations.status, 'pending_payment'),
        lte(gameRegistrations.holdExpiresAt, now),
      ),
    )
    .returning({ id: gameRegistrations.id });
  if (released.length === 0) return game;
  const freed = await changePlacesTaken(tx, game, -released.length);
  return (await fillFreedPlaces(tx, freed, now, hooks)).game;
}
