import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { openBackedUpDatabase, operatorPath } from './open-backed-up-database.js';
import { BackupError } from './backup-error.js';
import { restoreBackup } from './restore-backup.js';

/**
 * `npm run restore -- <file> [--replace]`: a backup back into the configured database and uploads
 * directory, which must be empty unless `--replace` says to drop what is there.
 */
const args = process.argv.slice(2);
const typed = args.find((arg) => !arg.startsWith('--'));
const replace = args.includes('--replace');
try {
  if (!typed) throw new BackupError('Say which backup to restore: npm run restore -- <file> [--replace]');
  const file = operatorPath(typed);
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const { database, uploadsDir } = await openBackedUpDatabase(loadConfig(), 'restore');
  try {
    const counts = await restoreBackup(database, { file, uploadsDir, replace });
    console.log(
      `Restored ${counts.tables} tables, ${counts.rows} rows and ${counts.files} uploaded files from ${file} (${database.driver}).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
