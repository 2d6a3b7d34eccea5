import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GameHooks } from './game-hooks.js';
import { confirmHeldPlaces } from './confirm-held-places.js';
import { type GamePlaces, createGamePlaces } from './game-places.js';
import { releaseAllExpiredHolds } from './release-all-expired-holds.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live places of games, for the SSE stream. */
    gamePlaces: GamePlaces;
  }
}

/** How often places held past their 10 minutes are freed, when no booking of the game does it first. */
export const HOLD_SWEEP_INTERVAL_MS = 30_000;

/**
 * What games do without a request: confirm places held for a player once their top-up is credited,
 * free expired holds, and announce place changes to the live streams.
 */
export const gamesBackgroundPlugin = fp(
  async (app: FastifyInstance, { hooks }: { hooks: GameHooks }) => {
    const gamePlaces = createGamePlaces({
      db: app.db,
      redis: app.redis,
      log: app.log,
      // Places and bookings show in game lists and prices: cached lists go on every instance.
      onChange: () => app.cacheInvalidation.invalidate(['games']),
    });
    app.decorate('gamePlaces', gamePlaces);

    const stopListening = app.walletEvents.onTopupCredited(async (event) => {
      const games = await confirmHeldPlaces(app.db, { userId: event.userId });
      gamePlaces.announce(games);
    });

    const sweep = async () => {
      try {
        gamePlaces.announce(await releaseAllExpiredHolds(app.db, hooks));
      } catch (error) {
        app.log.error({ err: error }, 'freeing expired holds failed');
      }
    };
    const timer = setInterval(() => void sweep(), HOLD_SWEEP_INTERVAL_MS);
    timer.unref();

    // Before the server stops taking connections: open event streams would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      stopListening();
      await gamePlaces.close();
    });
  },
  { name: 'games-background', dependencies: [] },
);
