import type { FastifyBaseLogger } from 'fastify';
import { type RedisLink, subscribeJson } from '../../lib/redis.js';
import { createWatchers } from '../../lib/watchers.js';

const CHANNEL = 'oyna:notifications';

/** The notifications of one player that were just routed (told once they are committed). */
export interface RoutedMessage {
  user_id: string;
  ids: string[];
}

export type FeedListener = (ids: readonly string[]) => void;

/**
 * Tells the live streams of `GET /notifications/events` that a player has new notifications.
 * With Redis every API instance hears what any dispatcher routed (an API's or the worker's);
 * without it, this process only.
 */
export interface NotificationFeed {
  /** `onClosed` is called if the app shuts down while watching (to end the stream). */
  watch(userId: string, listener: FeedListener, onClosed?: () => void): () => void;
  /** Announces routed notifications to their players' streams; never throws. */
  announce(rows: readonly { id: string; userId: string }[]): Promise<void>;
  close(): Promise<void>;
}

export function groupByUser(rows: readonly { id: string; userId: string }[]): RoutedMessage[] {
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
  return [...byUser].map(([userId, ids]) => ({ user_id: userId, ids }));
}

/** Publishes routed notifications on Redis for the API instances' streams (the worker uses it). */
export async function publishRouted(
  redis: RedisLink,
  rows: readonly { id: string; userId: string }[],
  fallback: (message: RoutedMessage) => void = () => undefined,
): Promise<void> {
  for (const message of groupByUser(rows)) {
    await redis.attempt(
      async (client) => void (await client.publish(CHANNEL, JSON.stringify(message))),
      () => fallback(message),
    );
  }
}

function isRoutedMessage(value: unknown): value is RoutedMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<RoutedMessage>;
  return (
    typeof message.user_id === 'string' &&
    Array.isArray(message.ids) &&
    message.ids.every((id) => typeof id === 'string')
  );
}

export function createNotificationFeed(options: {
  redis: RedisLink | null;
  log: FastifyBaseLogger;
}): NotificationFeed {
  const watchers = createWatchers<FeedListener>();
  const deliver = (message: RoutedMessage) => {
    for (const listener of watchers.listenersOf(message.user_id)) listener(message.ids);
  };

  const subscriber = subscribeJson(options.redis, {
    channel: CHANNEL,
    name: 'notification feed',
    log: options.log,
    onMessage: (message) => {
      if (isRoutedMessage(message)) deliver(message);
    },
  });

  return {
    watch: watchers.watch,
    async announce(rows) {
      try {
        // Through Redis every instance hears it (this one too); while Redis is down, this instance's streams do.
        if (!options.redis || !subscriber) {
          for (const message of groupByUser(rows)) deliver(message);
          return;
        }
        await publishRouted(options.redis, rows, deliver);
      } catch (error) {
        options.log.error({ err: error }, 'cannot announce notifications');
      }
    },
    async close() {
      watchers.closeAll();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
