import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupFileName } from './backup-format.js';
import { openBackedUpDatabase, operatorPath } from './open-backed-up-database.js';
import { BackupError } from './backup-error.js';
import { writeBackup } from './write-backup.js';

/**
 * `npm run backup [-- --out <file>]`: one consistent archive of the configured database and the
 * uploaded files, into DATA_DIR/backups unless told where.
 */
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const config = loadConfig();
const now = new Date();
const file =
  outAt >= 0 && args[outAt + 1]
    ? operatorPath(args[outAt + 1] ?? '')
    : path.resolve(config.DATA_DIR, 'backups', backupFileName(now));
try {
  const { database, uploadsDir } = await openBackedUpDatabase(config, 'backup');
  try {
    const counts = await writeBackup(database, { file, uploadsDir, now });
    console.log(
      `Backup written to ${file}: ${counts.tables} tables, ${counts.rows} rows, ${counts.files} uploaded files (${database.driver}).`,
    );
    if (!uploadsDir)
      console.log('Uploaded files live in the S3 bucket: keep them with the bucket’s versioning.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
