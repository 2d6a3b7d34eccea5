import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, pgliteDirectory, uploadsDirectory } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { BackupError } from './backup-error.js';
import { serverOnDataDirectory } from './data-directory-lock.js';

/** A path the operator typed, from the folder they typed it in (npm runs the script elsewhere). */
export function operatorPath(typed: string): string {
  return path.resolve(process.env['INIT_CWD'] ?? process.cwd(), typed);
}

/**
 * The configured database for `npm run backup` and `npm run restore`, and the uploads directory
 * that goes with it (null when uploads live in an S3 bucket, which the bucket's own versioning
 * keeps). The embedded database is refused while a server runs on it.
 */
export async function openBackedUpDatabase(
  config: Config,
  purpose: 'backup' | 'restore',
): Promise<{ database: Database; uploadsDir: string | null }> {
  const uploadsDir = config.S3_BUCKET ? null : uploadsDirectory(config);
  if (config.DATABASE_URL) {
    return { database: await openDatabase({ driver: 'postgres', url: config.DATABASE_URL }), uploadsDir };
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const server = await serverOnDataDirectory(dataDir);
  if (server !== null)
    throw new BackupError(
      purpose === 'backup'
        ? `The Oyna server (process ${server}) runs on ${dataDir}; it backs itself up daily into ${path.join(dataDir, 'backups')}. Stop it to take a backup now.`
        : `The Oyna server (process ${server}) runs on ${dataDir}: stop it before restoring.`,
    );
  if (purpose === 'backup' && !existsSync(pgliteDirectory(config)))
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  return { database: await openDatabase({ driver: 'pglite', dataDir: pgliteDirectory(config) }), uploadsDir };
}
