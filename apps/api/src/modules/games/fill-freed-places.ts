import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRegistrationRow, type GameRow, gameRegistrations } from '../../db/schema.js';
import { notify } from '../notifications/notify.js';
import { getBalanceQepik } from '../wallet/get-balance.js';
import { chargeRegistration } from './charge-registration.js';
import { gameMention } from './game-mention.js';
import { changePlacesTaken } from './lock-game.js';

/**
 * Gives the free places of a locked, open game to the waitlist in order: each goes to the first
 * waitlisted player who can pay (cash, a free place, or enough in the wallet, charged now). Players
 * who cannot pay keep their turn for later. Each player confirmed is notified (urgent: they must
 * know they are expected). Returns the game and the players confirmed.
 */
export async function fillFreedPlaces(
  tx: DbExecutor,
  game: GameRow,
  now: Date,
): Promise<{ game: GameRow; promoted: GameRegistrationRow[] }> {
  const promoted: GameRegistrationRow[] = [];
  if (game.status !== 'open' || game.startsAt.getTime() <= now.getTime()) return { game, promoted };
  let current = game;
  const waitlist = await tx
    .select()
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.status, 'waitlisted')))
    .orderBy(asc(gameRegistrations.waitlistedAt), asc(gameRegistrations.id));

  for (const waiting of waitlist) {
    if (current.placesTaken >= current.capacity) break;
    const paysNow = waiting.paymentMethod === 'balance' && waiting.priceQepik > 0;
    if (paysNow && (await getBalanceQepik(tx, waiting.userId)) < waiting.priceQepik) continue;
    const [confirmed] = await tx
      .update(gameRegistrations)
      .set({ status: 'confirmed', paidAt: paysNow || waiting.priceQepik === 0 ? now : null, updatedAt: now })
      .where(eq(gameRegistrations.id, waiting.id))
      .returning();
    if (!confirmed) continue;
    if (paysNow) await chargeRegistration(tx, confirmed, current);
    current = await changePlacesTaken(tx, current, 1);
    promoted.push(confirmed);
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
  return { game: current, promoted };
}

/**
 * Releases the places of a locked game held longer than the hold allows, then refills them from
 * the waitlist. Returns the game as it is now.
 */
export async function releaseExpiredHolds(tx: DbExecutor, game: GameRow, now: Date): Promise<GameRow> {
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
  return (await fillFreedPlaces(tx, freed, now)).game;
}
