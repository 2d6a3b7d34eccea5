import { afterAll, beforeAll } from 'vitest';
import type { DatabaseDriver } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { seedDemoData } from '../seed/seed-database.js';
import { openMigratedTestDatabase } from './migrated-templates.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  driver: DatabaseDriver;
  /** Write the demo seed first. */
  seed?: boolean;
  /** Extra environment variables over the test defaults. */
  env?: Record<string, string>;
  /** A database opened (and migrated) by the test itself, e.g. through a proxy; closed with the app. */
  database?: Database;
  /** Called before `ready()`, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** The whole API on its own migrated database, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000',
    // Tests deliver notifications when they say so: `app.notifications.dispatcher.runOnce()`.
    NOTIFICATION_DISPATCHER: 'worker',
    ...options.env,
  });
  const database = options.database ?? (await openMigratedTestDatabase(options.driver));
  // A no-op on a copy of the migrated template; migrates a database the test opened itself.
  await database.migrate();
  if (options.seed) await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test app of a `describe` block: made before its tests and closed after them. `app()` and
 * `db()` read it once it is there.
 */
export function testAppOfBlock(options: TestAppOptions): {
  test: () => TestApp;
  app: () => FastifyInstance;
  db: () => Database['db'];
} {
  let test: TestApp | undefined;
  beforeAll(async () => {
    test = await createTestApp(options);
  });
  afterAll(async () => {
    await test?.close();
  });
  const current = (): TestApp => {
    if (!test) throw new Error('the test app is made before the tests');
    return test;
  };
  return { test: current, app: () => current().app, db: () => current().database.db };
}
