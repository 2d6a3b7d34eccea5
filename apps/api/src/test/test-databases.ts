import { randomBytes } from 'node:crypto';
import type { DatabaseDriver } from '@oyna/shared';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.js';

/**
 * The drivers an integration test runs on: PostgreSQL, production's database, when
 * TEST_DATABASE_URL is set (as in CI), PGlite otherwise. A file about what differs between the two
 * (the database layer, the test fixtures the end-to-end server runs on PGlite, driver-specific
 * errors and locks) says `everyDriver` and runs on both when both are there
 * (docs/decisions/0068-integration-tests-once-on-postgresql.md).
 */
export function testDrivers(options: { everyDriver?: boolean } = {}): DatabaseDriver[] {
  if (!process.env['TEST_DATABASE_URL']) return ['pglite'];
  return options.everyDriver ? ['pglite', 'postgres'] : ['postgres'];
}

function serverUrlWithDatabase(baseUrl: string, databaseName: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `oyna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: serverUrlWithDatabase(adminUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * An empty, isolated database: a fresh in-memory PGlite, or a new database created on the
 * PostgreSQL server of TEST_DATABASE_URL and dropped again by `close()`.
 */
export async function openEmptyTestDatabase(driver: DatabaseDriver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({ driver: 'pglite' });
  const created = await createPostgresTestDatabase();
  const database = await openDatabase({ driver: 'postgres', url: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
