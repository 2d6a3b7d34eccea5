import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Database, type DbTransaction, queryRows } from '../db/database.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupCounts,
  type BackupHeader,
  type BackupLine,
} from './backup-format.js';
import { appliedMigrationCount, tablesInLoadOrder } from './database-catalog.js';
import { migrationTags } from './migration-journal.js';

/** Rows fetched from the snapshot's cursor at a time: memory stays flat whatever a table's size. */
const ROWS_PER_FETCH = 500;

/** Writes lines of the backup, waiting while the compressor is behind. */
interface BackupWriter {
  line(line: BackupLine | BackupHeader): Promise<void>;
  /** A row as the database wrote it in JSON, without parsing it again. */
  row(json: string): Promise<void>;
}

/**
 * Writes one consistent backup to `file`: every table of the app read in one repeatable-read,
 * read-only transaction (a single snapshot, so bookings running meanwhile are either wholly in it
 * or not at all), then the uploaded files. It is written beside `file` and renamed into place
 * when complete, so a backup that is there is whole.
 */
export async function writeBackup(
  database: Database,
  input: { file: string; uploadsDir: string | null; now?: Date },
): Promise<BackupCounts> {
  await mkdir(path.dirname(input.file), { recursive: true });
  const partial = `${input.file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const writer: BackupWriter = {
    line: (line) => write(`${JSON.stringify(line)}\n`),
    row: (json) => write(`{"row":${json}}\n`),
  };
  const counts: BackupCounts = { tables: 0, rows: 0, files: 0 };
  try {
    const applied = await appliedMigrationCount(database.db);
    await writer.line({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: (input.now ?? new Date()).toISOString(),
      driver: database.driver,
      migrations: (await migrationTags()).slice(0, applied),
    });
    await database.db.transaction((tx) => writeTables(tx, writer, counts), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    if (input.uploadsDir) await writeUploadedFiles(input.uploadsDir, writer, counts);
    await writer.line({ end: counts });
    gzip.end();
    await written;
    await rename(partial, input.file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return counts;
}

async function writeTables(tx: DbTransaction, writer: BackupWriter, counts: BackupCounts): Promise<void> {
  for (const table of await tablesInLoadOrder(tx)) {
    await writer.line({ table: table.name });
    counts.tables += 1;
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${table.qualified} t`,
      ),
    );
    for (;;) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql.raw(`fetch forward ${ROWS_PER_FETCH} from backup_rows`),
      );
      if (rows.length === 0) break;
      for (const { row } of rows) await writer.row(row);
      counts.rows += rows.length;
    }
    await tx.execute(sql.raw('close backup_rows'));
  }
}

/** Every file under the uploads directory, one line each: its path inside the directory and its bytes. */
async function writeUploadedFiles(
  uploadsDir: string,
  writer: BackupWriter,
  counts: BackupCounts,
): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(uploadsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(uploadsDir, name));
    } catch (error) {
      // Removed since the listing (a photo replaced meanwhile): the snapshot no longer names it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await writer.line({ file: name.split(path.sep).join('/'), data: bytes.toString('base64') });
    counts.files += 1;
  }
}
