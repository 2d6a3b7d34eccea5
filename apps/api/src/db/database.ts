import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseDriver } from '@oyna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle handle every service function takes: the same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: what a use case runs its SQL on. */
/** The handle a transaction's callback gets. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = DbTransaction | Db;

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /**
   * Applies the committed SQL migrations that have not run yet, or those of `folder` (a restore
   * first brings the schema to the backup's own migrations).
   */
  migrate(folder?: string): Promise<void>;
  /** Round-trip time of `select 1` in milliseconds; throws when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** A statement running longer is cancelled by the server (and the request answers 503). */
      statementTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined means in memory (tests). `loadDataDir` starts from a data directory
   * dumped by PGlite's `dumpDataDir` (tests: the migrated database, instead of initdb and migrating).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Runs raw SQL and returns its rows. Both drivers answer with `{ rows }`; Drizzle's shared type
 * cannot say so, hence the one cast here.
 */
export async function queryRows<Row>(db: DbExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function timedPing(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/**
 * How long a request waits for a PostgreSQL connection (its turn in the pool included) before it
 * is refused with 503. A stopped server refuses at once; this bounds a server that does not answer,
 * and is long enough for a burst of bookings queueing for the pool.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;
/** No statement runs longer than this unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Opens the database: a node-postgres pool when a URL is given, otherwise embedded PGlite
 * (real PostgreSQL compiled to WASM) in a directory or in memory. One dialect, one schema.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is away a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle client the server dropped (a restart: 57P01) must not take the process with it.
    pool.on('error', (error) => console.error('PostgreSQL dropped an idle connection', error.message));
    // Nor may a client that is out of the pool (in a transaction) when its connection is cut:
    // node-postgres removes the pool's listener while a client is lent, and an unheard `error`
    // event ends the process. The query in flight fails on its own and the request answers 503.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('PostgreSQL cut a connection in use', error.message));
    });
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      migrate: (folder) => migrateNodePostgres(db, { migrationsFolder: folder ?? migrationsFolder() }),
      ping: () => timedPing(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder ?? migrationsFolder() }),
    ping: () => timedPing(db),
    close: () => client.close(),
  };
}
