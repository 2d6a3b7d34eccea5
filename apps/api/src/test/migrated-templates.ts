import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DatabaseDriver } from '@oyna/shared';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { openEmptyTestDatabase } from './test-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding PGlite's data directory after all migrations (global-setup.ts). */
    pgliteMigratedDump: string | undefined;
    /** A database on TEST_DATABASE_URL's server with all migrations, to clone (global-setup.ts). */
    postgresMigratedTemplate: string | undefined;
  }
}

function serverUrlWithDatabase(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

let pgliteDump: Promise<Blob> | undefined;

/** A new PGlite started from the migrated data directory the global setup dumped. */
async function openMigratedPglite(dumpFile: string): Promise<Database> {
  pgliteDump ??= readFile(dumpFile).then((bytes) => new Blob([bytes]));
  return openDatabase({ driver: 'pglite', loadDataDir: await pgliteDump });
}

/** A copy of the migrated template database (`create database … template …`), dropped on close. */
async function openMigratedPostgres(template: string): Promise<Database> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `oyna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
    // A test's commits need not wait for the disk: the database is dropped at the end anyway.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ driver: 'postgres', url: serverUrlWithDatabase(adminUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * An isolated database with every migration applied: a copy of the one the integration tests'
 * global setup migrated once (PGlite: its dumped data directory; PostgreSQL: a template database),
 * or, outside that setup, an empty one migrated here. Migrating once per run instead of once per
 * test app is most of what opening a test database costs.
 */
export async function openMigratedTestDatabase(driver: DatabaseDriver): Promise<Database> {
  const source = driver === 'pglite' ? inject('pgliteMigratedDump') : inject('postgresMigratedTemplate');
  if (source) return driver === 'pglite' ? openMigratedPglite(source) : openMigratedPostgres(source);
  const database = await openEmptyTestDatabase(driver);
  await database.migrate();
  return database;
}
