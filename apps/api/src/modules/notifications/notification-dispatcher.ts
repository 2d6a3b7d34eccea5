import type { SendingChannel } from '@oyna/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { NotificationRow } from '../../db/schema.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { type DeliveryTally, deliverDue } from './deliver-due.js';
import { routeNewNotifications } from './route-notifications.js';

export type RoutedListener = (routed: readonly NotificationRow[]) => void;

export interface NotificationDispatcher {
  readonly channels: ReadonlyMap<SendingChannel, DeliveryChannel>;
  /** Works until nothing is due: routes new notifications, then sends due deliveries. */
  runOnce(now?: Date): Promise<{ routed: number } & DeliveryTally>;
  /** Polls every `pollMs` until stopped; `kick()` runs a round at once (after a commit that notified). */
  start(): void;
  kick(): void;
  /** Told of every notification routed, after its commit (the live centre listens). */
  onRouted(listener: RoutedListener): () => void;
  /** Waits for the round under way and closes the channels. */
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  db: Db;
  channels: readonly DeliveryChannel[];
  publicUrl: string;
  pollMs: number;
  log: FastifyBaseLogger;
}

/**
 * The outbox's dispatcher: in the API process with the embedded database, or in `npm run worker`
 * beside several API instances (they never send twice: rows are claimed with SKIP LOCKED).
 */
export function createNotificationDispatcher(options: DispatcherOptions): NotificationDispatcher {
  const channels = new Map(options.channels.map((channel) => [channel.name, channel]));
  const listeners = new Set<RoutedListener>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = async (now?: Date) => {
    const total = { routed: 0, sent: 0, retried: 0, failed: 0, dead: 0 };
    for (;;) {
      const at = now ?? new Date();
      const routed = await routeNewNotifications(options.db, options.channels, at);
      if (routed.length > 0) for (const listener of listeners) listener(routed);
      const tally = await deliverDue(options.db, channels, { now: at, publicUrl: options.publicUrl });
      total.routed += routed.length;
      for (const key of ['sent', 'retried', 'failed', 'dead'] as const) total[key] += tally[key];
      if (routed.length === 0 && tally.sent + tally.retried + tally.failed + tally.dead === 0) return total;
    }
  };

  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => options.log.error({ err: error }, 'notification dispatch failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };

  return {
    channels,
    runOnce,
    start() {
      if (timer || stopped) return;
      timer = setInterval(round, options.pollMs);
      timer.unref();
      round();
    },
    kick: round,
    onRouted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      await Promise.all(options.channels.map((channel) => channel.close?.()));
    },
  };
}
