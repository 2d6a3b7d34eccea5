import { type GameWatch, WATCH_HOLD_MINUTES } from '@oyna/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { gameRegistrations, gameWatchers, games } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { readBookingFacts } from '../games/booking-facts.js';
import { decideBooking, paysFromWalletNow } from '../games/booking-decision.js';
import { chargeRegistration } from '../games/charge-registration.js';
import { inLockedGame } from '../games/fill-freed-places.js';
import { changePlacesTaken } from '../games/lock-game.js';
import type { GameHooks } from '../games/game-hooks.js';

/* Watching a full game (decision 76): told in waves when a place frees, the first tap holds it. */

export async function readWatch(
  db: DbExecutor,
  input: { actor: AuthUser; gameId: string },
): Promise<GameWatch> {
  const [watch] = await db
    .select({
      status: gameWatchers.status,
      holdExpiresAt: gameRegistrations.holdExpiresAt,
      held: gameRegistrations.status,
    })
    .from(gameWatchers)
    .leftJoin(gameRegistrations, eq(gameRegistrations.id, gameWatchers.registrationId))
    .where(and(eq(gameWatchers.gameId, input.gameId), eq(gameWatchers.userId, input.actor.id)));
  if (!watch) return { watching: false, place_offered: false, held_until: null };
  const held = watch.status === 'claimed' && watch.held === 'pending_payment' ? watch.holdExpiresAt : null;
  return {
    watching: watch.status !== 'claimed',
    place_offered: watch.status === 'told',
    held_until: held?.toISOString() ?? null,
  };
}

/** Starts watching a full game the player is not in (a game with a free place is simply booked). */
export async function watchGame(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameWatch> {
  const [game] = await db.select().from(games).where(eq(games.id, input.gameId));
  if (!game || game.origin !== 'pickup') throw notFound('game_not_found');
  if (game.status !== 'open') throw new AppError('game_not_open', 422);
  if (game.placesTaken < game.capacity) throw new AppError('watch_game_not_full', 422);
  const [booked] = await db
    .select({ id: gameRegistrations.id })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.gameId, game.id),
        eq(gameRegistrations.userId, input.actor.id),
        ne(gameRegistrations.status, 'cancelled'),
      ),
    );
  if (booked) throw new AppError('already_registered', 409);
  await db
    .insert(gameWatchers)
    .values({ gameId: game.id, userId: input.actor.id })
    .onConflictDoUpdate({
      target: [gameWatchers.gameId, gameWatchers.userId],
      set: { status: 'watching', toldAt: null, registrationId: null },
    });
  return readWatch(db, input);
}

export async function unwatchGame(db: Db, input: { actor: AuthUser; gameId: string }): Promise<GameWatch> {
  await db
    .delete(gameWatchers)
    .where(and(eq(gameWatchers.gameId, input.gameId), eq(gameWatchers.userId, input.actor.id)));
  return { watching: false, place_offered: false, held_until: null };
}

/**
 * The watcher's tap on "a place is free": the first told watcher to tap gets the place held for
 * WATCH_HOLD_MINUTES (the booking's top-up hold), confirmed at once when the wallet pays it. Any
 * other tap finds it taken and goes back to watching. The waitlist is never passed over.
 */
export async function claimWatchedPlace(
  db: Db,
  input: { actor: AuthUser; gameId: string; now?: Date; hooks: GameHooks },
): Promise<GameWatch> {
  const { gameId, now: at, hooks } = input;
  const outcome = await inLockedGame(db, { gameId, now: at, hooks }, async (tx, game, now) => {
    const [watcher] = await tx
      .select()
      .from(gameWatchers)
      .where(and(eq(gameWatchers.gameId, game.id), eq(gameWatchers.userId, input.actor.id)))
      .for('update');
    if (!watcher) return 'not_watching' as const;
    const facts = await readBookingFacts(tx, { userId: input.actor.id, gameId: game.id }, now);
    if (watcher.status !== 'told' || game.placesTaken >= game.capacity || facts.waitlistCount > 0) {
      if (watcher.status === 'told')
        await tx.update(gameWatchers).set({ status: 'watching' }).where(eq(gameWatchers.id, watcher.id));
      return 'taken' as const;
    }
    const { booking } = decideBooking(
      facts,
      { userId: input.actor.id, gameId: game.id, paymentMethod: 'balance', hooks },
      now,
    );
    const paysNow = paysFromWalletNow('balance', booking.priceQepik);
    const covered = !paysNow || facts.balanceQepik >= booking.priceQepik;
    const [registration] = await tx
      .insert(gameRegistrations)
      .values(
        covered
          ? { ...booking, status: 'confirmed', paidAt: now }
          : {
              ...booking,
              status: 'pending_payment',
              holdExpiresAt: new Date(now.getTime() + WATCH_HOLD_MINUTES * 60_000),
            },
      )
      .returning();
    if (!registration) throw new Error('watcher place not written');
    const updated = await changePlacesTaken(tx, game, 1);
    if (covered && paysNow) await chargeRegistration(tx, registration, updated);
    await tx
      .update(gameWatchers)
      .set({ status: 'claimed', registrationId: registration.id })
      .where(eq(gameWatchers.id, watcher.id));
    return 'claimed' as const;
  });
  if (outcome === 'not_watching') throw notFound('not_found');
  if (outcome === 'taken') throw new AppError('watch_place_taken', 409);
  return readWatch(db, input);
}
