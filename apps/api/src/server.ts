import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { startDailyBackups } from './backup/daily-backups.js';
import { holdDataDirectory } from './backup/data-directory-lock.js';
import { type Config, loadConfigOrExit, pgliteDirectory, uploadsDirectory } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { openPostgresWhenReady } from './lib/open-postgres-when-ready.js';
import { seedDemoData } from './seed/seed-database.js';

/** The built web app next to the API in the monorepo, unless WEB_DIST_DIR says otherwise. */
function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/** The embedded database, held by this process alone while it runs (a second one would corrupt it). */
async function openPglite(config: Config): Promise<Database> {
  const release = await holdDataDirectory(path.resolve(config.DATA_DIR));
  const database = await openDatabase({ driver: 'pglite', dataDir: pgliteDirectory(config) });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await release();
    },
  };
}

async function main() {
  const config = loadConfigOrExit();
  config.WEB_DIST_DIR ??= defaultWebDist();

  const database = config.DATABASE_URL
    ? await openPostgresWhenReady({
        url: config.DATABASE_URL,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        onRetry: (error, delayMs) =>
          console.error(`PostgreSQL is not reachable (${error.message}); trying again in ${delayMs} ms`),
      })
    : await openPglite(config);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(database.db, { onlyIfEmpty: true });
    if (seeded) {
      console.log(
        `Demo data seeded: ${seeded.venues} venues, ${seeded.players} players, ${seeded.games} upcoming and ${seeded.completedGames} completed games.`,
      );
    }
  }

  const app = await buildApp({ config, database });
  // The embedded database backs itself up daily (docs/decisions/0085-backups.md); a PostgreSQL
  // deployment is backed up by its own tools or `npm run backup`.
  const stopBackups =
    database.driver === 'pglite' && config.DAILY_BACKUPS === 'on'
      ? startDailyBackups({
          database,
          directory: path.resolve(config.DATA_DIR, 'backups'),
          uploadsDir: config.S3_BUCKET ? null : uploadsDirectory(config),
          log: app.log,
        })
      : () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      stopBackups();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // The last net: a rejection nobody awaited (a dropped connection in a background task) is
  // logged, and the instance keeps serving; the request paths answer 503 on their own.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  console.log(`\nOyna is running on ${url} (database: ${database.driver}; API docs: ${url}/api/docs)`);
  if (config.SEED_DEMO) {
    console.log('Demo logins (password Demo12345!): player@demo.az, organizer@demo.az, admin@demo.az\n');
  }
}

main().catch((error: unknown) => {
  console.error('Oyna failed to start:', error);
  process.exit(1);
});
