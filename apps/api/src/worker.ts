import pino from 'pino';
import { loadConfigOrExit } from './config.js';
import { openPostgresWhenReady } from './lib/open-postgres-when-ready.js';
import { createRedis } from './lib/redis.js';
import { publishRouted } from './modules/notifications/notification-feed.js';
import { createNotificationWork } from './modules/notifications/notification-work.js';
import { notificationHooks } from './module-hooks.js';

/**
 * `npm run worker`: delivers notifications beside API instances started with
 * NOTIFICATION_DISPATCHER=worker. It needs DATABASE_URL: the embedded database belongs to one process,
 * whose API delivers notifications itself.
 */
async function main() {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error(
      'The worker needs DATABASE_URL: with the embedded database the API delivers notifications itself.',
    );
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openPostgresWhenReady({
    url: config.DATABASE_URL,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onRetry: (error, delayMs) =>
      log.warn(`PostgreSQL is not reachable (${error.message}); trying again in ${delayMs} ms`),
  });
  const work = createNotificationWork({ db: database.db, config, log, hooks: notificationHooks });
  // The API instances' live centres hear what this worker routed through Redis (without it, on the next reload).
  const redis = createRedis(config.REDIS_URL, log) ?? null;
  if (redis) work.dispatcher.onRouted((rows) => void publishRouted(redis, rows).catch(() => undefined));
  work.start();
  log.info('notification worker started');

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker shutting down');
    await work.stop();
    await redis?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
