import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { deliveryChannelsFromConfig } from './delivery-channels-from-config.js';
import { type NotificationDispatcher, createNotificationDispatcher } from './notification-dispatcher.js';
import { type TelegramUpdatesWork, createTelegramUpdatesWork } from './telegram/telegram-updates-work.js';

export interface NotificationWork {
  dispatcher: NotificationDispatcher;
  /** The bot's updates (`/start <token>`) by polling, or its webhook set at start; null when off. */
  telegram: TelegramUpdatesWork | null;
  /** Begins the background rounds (the API with NOTIFICATION_DISPATCHER=api, or the worker). */
  start(): void;
  stop(): Promise<void>;
}

/** The dispatcher and everything that writes notifications on a clock, for the API or the worker. */
export function createNotificationWork(options: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Channels instead of those of the configuration (tests). */
  channels?: DeliveryChannel[];
}): NotificationWork {
  const dispatcher = createNotificationDispatcher({
    db: options.db,
    channels: options.channels ?? deliveryChannelsFromConfig(options.config, options.log),
    publicUrl: options.config.PUBLIC_URL,
    pollMs: options.config.NOTIFICATION_POLL_MS,
    log: options.log,
  });
  const telegram = createTelegramUpdatesWork(options);
  return {
    dispatcher,
    telegram,
    start: () => {
      dispatcher.start();
      telegram?.start();
    },
    stop: async () => {
      await Promise.all([dispatcher.stop(), telegram?.stop()]);
    },
  };
}
