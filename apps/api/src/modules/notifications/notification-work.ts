import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { storageFromConfig } from '../../lib/storage-from-config.js';
import { NOTIFICATION_CLOCK_INTERVAL_MS } from './clock-rules.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { deliveryChannelsFromConfig } from './delivery-channels-from-config.js';
import { type NotificationDispatcher, createNotificationDispatcher } from './notification-dispatcher.js';
import { type TelegramUpdatesWork, createTelegramUpdatesWork } from './telegram/telegram-updates-work.js';
import { type ClockTally, runNotificationClock } from './notification-clock.js';
import type { NotificationHooks } from './notification-hooks.js';

/** A clock round's notifications, and what each job handed in by other modules did (by its name). */
export type WorkTally = ClockTally & Readonly<Record<string, number>>;

export interface NotificationWork {
  dispatcher: NotificationDispatcher;
  /** The bot's updates (`/start <token>`) by polling, or its webhook set at start; null when off. */
  telegram: TelegramUpdatesWork | null;
  /** Other modules' clock jobs and bot actions (the Telegram webhook answers taps with them). */
  hooks: NotificationHooks;
  /**
   * One round of the clock (reminders, holds running out, votes closing) at `now`; what the timer
   * runs, and what tests call with a chosen `now`. When the work is started, the dispatcher is
   * kicked after a round that wrote something.
   */
  runClock(now?: Date): Promise<WorkTally>;
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
  /** Other modules' clock jobs and bot actions, handed in from above the modules. */
  hooks: NotificationHooks;
  /** How often the clock runs (tests). */
  clockIntervalMs?: number;
  /** The uploads storage the clock jobs use: the API's own; the configuration's by default (the worker). */
  files?: FileStorage;
}): NotificationWork {
  const files = options.files ?? storageFromConfig(options.config);
  const dispatcher = createNotificationDispatcher({
    db: options.db,
    channels: options.channels ?? deliveryChannelsFromConfig(options.config, options.log, options.db),
    publicUrl: options.config.PUBLIC_URL,
    pollMs: options.config.NOTIFICATION_POLL_MS,
    log: options.log,
  });
  const telegram = createTelegramUpdatesWork({ ...options, botActions: options.hooks.botActions });

  const runClock = async (now?: Date): Promise<WorkTally> => {
    const at = now ?? new Date();
    const clockTally = await runNotificationClock(options.db, at);
    const jobsTally: Record<string, number> = {};
    const context = {
      chosenNow: now !== undefined,
      environment: options.config.NODE_ENV,
      log: options.log,
      files,
    };
    for (const job of options.hooks.clockJobs) jobsTally[job.name] = await job.run(options.db, at, context);
    const tally: WorkTally = { ...jobsTally, ...clockTally };
    if (timer && Object.values(tally).some((written) => written > 0)) dispatcher.kick();
    return tally;
  };

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    round = round
      .then(() => (stopped ? undefined : runClock()))
      .catch((error: unknown) => options.log.error({ err: error }, 'notification clock round failed'));
  };

  return {
    dispatcher,
    telegram,
    hooks: options.hooks,
    runClock,
    start() {
      if (timer) return;
      stopped = false;
      dispatcher.start();
      telegram?.start();
      timer = setInterval(tick, options.clockIntervalMs ?? NOTIFICATION_CLOCK_INTERVAL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await round;
      await Promise.all([dispatcher.stop(), telegram?.stop()]);
    },
  };
}
