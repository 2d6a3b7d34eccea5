import type { FastifyBaseLogger } from 'fastify';
import { type RedisLink, subscribeJson } from './redis.js';
import { createWatchers } from './watchers.js';

const CHANNEL = 'oyna:user-events';

/** An event for the live streams of some users: `event: <name>` with `data`. */
export interface UserEvent {
  user_ids: string[];
  name: string;
  data: unknown;
}

export type UserEventListener = (name: string, data: unknown) => void;

/**
 * Events other than notifications for the one live stream each signed-in user holds
 * (`GET /notifications/events`): a module publishes, the stream's owner hears it on whichever
 * instance holds the stream. With Redis every instance hears it; without, this process only.
 */
export interface UserEvents {
  /** `onClosed` is called if the app shuts down while watching (to end the stream). */
  watch(userId: string, listener: UserEventListener, onClosed?: () => void): () => void;
  /** Sends `name` with `data` to the streams of `userIds`; never throws. */
  publish(userIds: readonly string[], name: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

function isUserEvent(value: unknown): value is UserEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<UserEvent>;
  return (
    Array.isArray(event.user_ids) &&
    event.user_ids.every((id) => typeof id === 'string') &&
    typeof event.name === 'string'
  );
}

export function createUserEvents(options: { redis: RedisLink | null; log: FastifyBaseLogger }): UserEvents {
  const watchers = createWatchers<UserEventListener>();
  const deliver = (event: UserEvent) => {
    for (const userId of event.user_ids)
      for (const listener of watchers.listenersOf(userId)) listener(event.name, event.data);
  };
  const subscriber = subscribeJson(options.redis, {
    channel: CHANNEL,
    name: 'user events',
    log: options.log,
    onMessage: (message) => {
      if (isUserEvent(message)) deliver(message);
    },
  });

  return {
    watch: watchers.watch,
    async publish(userIds, name, data) {
      if (userIds.length === 0) return;
      const event: UserEvent = { user_ids: [...userIds], name, data };
      try {
        // Through Redis every instance hears it (this one too); while Redis is down, this instance's streams do.
        if (!options.redis || !subscriber) {
          deliver(event);
          return;
        }
        await options.redis.attempt(
          async (client) => void (await client.publish(CHANNEL, JSON.stringify(event))),
          () => deliver(event),
        );
      } catch (error) {
        options.log.error({ err: error }, 'cannot publish a user event');
      }
    },
    async close() {
      watchers.closeAll();
      if (subscriber) await subscriber.quit().catch(() => undefined);
    },
  };
}
