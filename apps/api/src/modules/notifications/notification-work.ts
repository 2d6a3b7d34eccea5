import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { NOTIFICATION_CLOCK_INTERVAL_MS } from './clock-rules.js';
import type { DeliveryChannel } from './delivery-channel.js';
import { deliveryChannelsFromConfig } from './delivery-channels-from-config.js';
import { type NotificationDispatcher, createNotificationDispatcher } from './notification-dispatcher.js';
import { type TelegramUpdatesWork, createTelegramUpdatesWork } from './telegram/telegram-updates-work.js';
import { closeRegistrationsPastDeadline } from '../competitions/close-past-deadline.js';
import { type ClockTally, runNotificationClock } from './notification-clock.js';

/** A clock round's notifications, and the competitions whose registration closed at the deadline. */
export type WorkTally = ClockTally & { competition_registrations_closed: number };

export interface NotificationWork {
  dispatcher: NotificationDispatcher;
  /** The bot's updates (`/start <token>`) by polling, or its webhook set at start; null when off. */
  telegram: TelegramUpdatesWork | null;
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
  /** How often the clock runs (tests). */
  clockIntervalMs?: number;
}): NotificationWork {
  const dispatcher = createNotificationDispatcher({
    db: options.db,
    channels: options.channels ?? deliveryChannelsFromConfig(options.config, options.log, options.db),
    publicUrl: options.config.PUBLIC_URL,
    pollMs: options.config.NOTIFICATION_POLL_MS,
    log: options.log,
  });
  const telegram = createTelegramUpdatesWork(options);

  const runClock = async (now?: Date): Promise<WorkTally> => {
    const at = now ?? new Date();
    const clockTally = await runNotificationClock(options.db, at);
    // Competitions past their registration deadline close here (decision 32). Under NODE_ENV=test
    // only a round a test runs with its own `now` closes them, never the background timer.
    let closed = 0;
    if (now !== undefined || options.config.NODE_ENV !== 'test') {
      const deadlines = await closeRegistrationsPastDeadline(options.db, at);
      closed = deadlines.drawn + deadlines.cancelled;
      for (const failure of deadlines.failures)
        options.log.warn(failure, 'competition registration deadline passed but the draw could not be made');
    }
    const tally: WorkTally = { ...clockTally, competition_registrations_closed: closed };
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
