import { type GamePlacesEvent, displayGameStatus } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type RedisLink, subscribeJson } from '../../lib/redis.js';
import { createWatchers } from '../../lib/watchers.js';
import type { DbExecutor } from '../../db/database.js';
import { games } from '../../db/schema.js';
import { heldCount, playersCount, waitlistCount } from './game-queries.js';

const CHANNEL = 'oyna:game-places';
/** Place changes of one game within this window are announced once. */
const ANNOUNCE_WINDOW_MS = 50;

export type GamePlacesListener = (event: GamePlacesEvent) => void;

/**
 * Tells whoever watches a game (the SSE stream of `GET /games/{id}/events`) that its places
 * changed. With Redis every API instance hears every change; without it, this process only.
 */
export interface GamePlaces {
  /** `onClosed` is called if the app shuts down while watching (to end the stream). */
  watch(gameId: string, listener: GamePlacesListener, onClosed?: () => void): () => void;
  /**
   * Sends the games' places to every watcher, soon: changes of one game within a short window are
   * read and sent once, so a rush of bookings costs one read per window. Never throws, never waits.
   */
  announce(gameIds: readonly string[]): void;
  /** Waits for `write`, a change of the game's places, then announces them; answers what it answered. */
  announceAfter<Result>(gameId: string, write: Promise<Result>): Promise<Result>;
  /** Waits for the announcements already scheduled (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export async function readGamePlaces(db: DbExecutor, gameId: string): Promise<GamePlacesEvent | null> {
  const [row] = await db
    .select({
      status: games.status,
      capacity: games.capacity,
      placesTaken: games.placesTaken,
      playersCount,
      heldCount,
      waitlistCount,
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!row) return null;
  return {
    game_id: gameId,
    status: displayGameStatus(row.status, row.placesTaken, row.capacity),
    players_count: row.playersCount,
    held_count: row.heldCount,
    places_left: Math.max(0, row.capacity - row.placesTaken),
    waitlist_count: row.waitlistCount,
  };
}

export function createGamePlaces(options: {
  db: DbExecutor;
  redis: RedisLink | null;
  log: FastifyBaseLogger;
  /** Called at once with every announcement (to drop cached game lists). */
  onChange?: (gameIds: readonly string[]) => void;
}): GamePlaces {
  const watchers = createWatchers<GamePlacesListener>();
  const deliver = (event: GamePlacesEvent) => {
    for (const listener of watchers.listenersOf(event.game_id)) listener(event);
  };

  const pending = new Map<string, Promise<void>>();
  const subscriber = subscribeJson(options.redis, {
    channel: CHANNEL,
    name: 'game places',
    log: options.log,
    onMessage: (message) => deliver(message as GamePlacesEvent),
  });
  const publish = async (gameId: string) => {
    // Alone (no Redis), a game nobody here watches costs no read.
    if (!subscriber && !watchers.has(gameId)) return;
    const event = await readGamePlaces(options.db, gameId);
    if (!event) return;
    const message = JSON.stringify(event);
    // Through Redis every instance hears it (this one too); while Redis is down, this instance's watchers do.
    if (!options.redis || !subscriber) return deliver(event);
    await options.redis.attempt(
      async (redis) => void (await redis.publish(CHANNEL, message)),
      () => deliver(event),
    );
  };

  const places: GamePlaces = {
    watch: watchers.watch,
    announce(gameIds) {
      if (gameIds.length > 0) options.onChange?.(gameIds);
      for (const gameId of gameIds) {
        if (pending.has(gameId)) continue;
        const sent = new Promise<void>((resolve) => setTimeout(resolve, ANNOUNCE_WINDOW_MS))
          .then(() => {
            pending.delete(gameId);
            return publish(gameId);
          })
          .catch((error: unknown) =>
            options.log.error({ err: error, gameId }, 'cannot announce game places'),
          );
        pending.set(gameId, sent);
      }
    },
    async announceAfter(gameId, write) {
      const result = await write;
      places.announce([gameId]);
      return result;
    },
    async flush() {
      await Promise.all([...pending.values()]);
    },
    async close() {
      await Promise.all([...pending.values()]);
      watchers.closeAll();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
  return places;
}
