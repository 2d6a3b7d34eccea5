import { classifyDatabaseError } from './database-error-class.js';
import { type Database, openDatabase } from '../db/database.js';

/** Pauses between tries to reach PostgreSQL at start: about a minute in all, then the start fails. */
export const START_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000];

/**
 * Opens and migrates PostgreSQL. It may still be starting (or restarting) when the API does: an
 * unreachable server is tried again after each of `delaysMs`, each retry reported, instead of the
 * process exiting at once; any other error (a failed migration) ends the start.
 */
export async function openPostgresWhenReady(options: {
  url: string;
  statementTimeoutMs?: number;
  delaysMs?: readonly number[];
  onRetry?: (error: Error, delayMs: number) => void;
}): Promise<Database> {
  const delays = options.delaysMs ?? START_RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt += 1) {
    const database = await openDatabase({
      driver: 'postgres',
      url: options.url,
      ...(options.statementTimeoutMs !== undefined && { statementTimeoutMs: options.statementTimeoutMs }),
    });
    try {
      await database.migrate();
      return database;
    } catch (error) {
      await database.close().catch(() => undefined);
      const delay = delays[attempt];
      if (delay === undefined || classifyDatabaseError(error) !== 'unavailable') throw error;
      options.onRetry?.(error instanceof Error ? error : new Error(String(error)), delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
