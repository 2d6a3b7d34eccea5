import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbTransaction } from '../db/database.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupCounts, type BackupHeader } from './backup-format.js';
import { BackupError } from './backup-error.js';
import { type CatalogTable, columnSequences, hasAppTables, tablesInLoadOrder } from './database-catalog.js';
import { migrationTags, migrationsUpTo } from './migration-journal.js';

/** Rows written back per statement. */
const ROWS_PER_INSERT = 500;

/**
 * Restores a backup into an empty database (and uploads directory), or into a non-empty one
 * when `replace` says so (everything there is dropped first). The schema is first brought to
 * the backup's own migrations, the rows and files are written back in one transaction (all or
 * nothing: a cut-off file changes no row), the sequences follow the ids, and the migrations the
 * backup did not have yet run last, as an upgrade would run them.
 */
export async function restoreBackup(
  database: Database,
  input: { file: string; uploadsDir: string | null; replace?: boolean },
): Promise<BackupCounts> {
  const lines = backupFileLines(input.file);
  const header = await readHeader(lines);
  const tags = await migrationTags();
  if (header.migrations.some((tag, index) => tags[index] !== tag))
    throw new BackupError(
      `This backup was made by another version of Oyna (its last migration is ${header.migrations.at(-1) ?? 'none'}); restore it with that version.`,
    );
  await makeRoom(database, input);

  const folder = await migrationsUpTo(header.migrations.length);
  try {
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const written: string[] = [];
  let counts: BackupCounts;
  try {
    counts = await database.db.transaction(async (tx) => {
      const restored = await writeBack(tx, lines, { uploadsDir: input.uploadsDir, written });
      for (const { qualified, column, sequence } of await columnSequences(tx))
        await tx.execute(
          sql.raw(
            `select setval('${sequence}', coalesce((select max("${column}") from ${qualified}), 0) + 1, false)`,
          ),
        );
      return restored;
    });
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  await database.migrate();
  return counts;
}

type Lines = AsyncIterator<string>;

function backupFileLines(file: string): Lines {
  const gunzip = createGunzip();
  const input = createReadStream(file).pipe(gunzip);
  return createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

async function nextLine(lines: Lines): Promise<Record<string, unknown> | null> {
  let next: IteratorResult<string>;
  try {
    next = await lines.next();
  } catch {
    throw new BackupError('The backup file is damaged: it is not a gzip file Oyna wrote.');
  }
  if (next.done) return null;
  try {
    return JSON.parse(next.value) as Record<string, unknown>;
  } catch {
    throw new BackupError('The backup file is damaged: a line is not JSON.');
  }
}

async function readHeader(lines: Lines): Promise<BackupHeader> {
  const header = await nextLine(lines);
  if (header?.['format'] !== BACKUP_FORMAT || !Array.isArray(header['migrations']))
    throw new BackupError('This file is not an Oyna backup.');
  if (header['version'] !== BACKUP_VERSION)
    throw new BackupError(
      `This backup's format (version ${String(header['version'])}) is not one this Oyna reads.`,
    );
  return header as unknown as BackupHeader;
}

/** Refuses a database or uploads directory that holds anything, or empties both when told to replace. */
async function makeRoom(database: Database, input: { uploadsDir: string | null; replace?: boolean }) {
  const uploads = input.uploadsDir ? await readdir(input.uploadsDir).catch(() => []) : [];
  const occupied = await hasAppTables(database.db);
  if (!input.replace && (occupied || uploads.length > 0))
    throw new BackupError(
      occupied
        ? 'The database is not empty. Restore into an empty database, or add --replace to drop everything in it first.'
        : 'The uploads directory is not empty. Restore into an empty one, or add --replace to delete its files first.',
    );
  if (occupied) {
    await database.db.execute(sql`drop schema public cascade`);
    await database.db.execute(sql`create schema public`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
  }
  if (input.uploadsDir && uploads.length > 0) {
    await rm(input.uploadsDir, { recursive: true, force: true });
  }
}

/** Writes the backup's rows and files back; the last line must count exactly what came before it. */
async function writeBack(
  tx: DbTransaction,
  lines: Lines,
  target: { uploadsDir: string | null; written: string[] },
): Promise<BackupCounts> {
  const tables = new Map((await tablesInLoadOrder(tx)).map((table) => [table.name, table]));
  const counts: BackupCounts = { tables: 0, rows: 0, files: 0 };
  let table: CatalogTable | null = null;
  let batch: Record<string, unknown>[] = [];
  // Rows that point at rows of their own table, whose references are written once all are in.
  let pointing: Record<string, unknown>[] = [];
  const flush = async () => {
    if (table && batch.length > 0) await tx.execute(insertRows(table, batch));
    counts.rows += batch.length;
    if (table && table.selfReferences.length > 0)
      pointing.push(...batch.filter((row) => table?.selfReferences.some((column) => row[column] != null)));
    batch = [];
  };
  const finishTable = async () => {
    await flush();
    for (let start = 0; table && start < pointing.length; start += ROWS_PER_INSERT)
      await tx.execute(linkRows(table, pointing.slice(start, start + ROWS_PER_INSERT)));
    pointing = [];
  };
  for (;;) {
    const line = await nextLine(lines);
    if (line === null)
      throw new BackupError('The backup file is cut off: its last line is missing. Nothing was restored.');
    if ('row' in line) {
      if (!table) throw new BackupError('The backup file is damaged: a row comes before its table.');
      batch.push(line['row'] as Record<string, unknown>);
      if (batch.length >= ROWS_PER_INSERT) await flush();
    } else if (typeof line['table'] === 'string') {
      await finishTable();
      table = tables.get(line['table']) ?? null;
      if (!table) throw new BackupError(`The backup has a table this database does not: ${line['table']}.`);
      counts.tables += 1;
    } else if (typeof line['file'] === 'string' && typeof line['data'] === 'string') {
      await finishTable();
      table = null;
      await restoreFile(target, line['file'], line['data']);
      counts.files += 1;
    } else if (line['end'] && typeof line['end'] === 'object') {
      await finishTable();
      const expected = line['end'] as BackupCounts;
      if (
        expected.tables !== counts.tables ||
        expected.rows !== counts.rows ||
        expected.files !== counts.files
      )
        throw new BackupError('The backup file is damaged: it does not hold what its last line counts.');
      return counts;
    } else {
      throw new BackupError('The backup file is damaged: a line is not one Oyna writes.');
    }
  }
}

/**
 * `insert … select … from json_populate_recordset(…)`: the rows as the backup has them, typed by the
 * table; a reference to the table's own rows is written later (`linkRows`), when every row is in.
 */
function insertRows(table: CatalogTable, rows: unknown[]): SQL {
  const columns = table.columns.map((column) => `"${column}"`).join(', ');
  const values = table.columns
    .map((column) => (table.selfReferences.includes(column) ? 'null' : `"${column}"`))
    .join(', ');
  return sql.join([
    sql.raw(
      `insert into ${table.qualified} (${columns}) overriding system value select ${values} from json_populate_recordset(null::${table.qualified}, `,
    ),
    sql`${JSON.stringify(rows)}::json`,
    sql.raw(')'),
  ]);
}

/** Sets the references of rows to rows of their own table, found again by their primary key. */
function linkRows(table: CatalogTable, rows: unknown[]): SQL {
  const set = table.selfReferences.map((column) => `"${column}" = source."${column}"`).join(', ');
  const match = table.primaryKey.map((column) => `target."${column}" = source."${column}"`).join(' and ');
  return sql.join([
    sql.raw(
      `update ${table.qualified} as target set ${set} from json_populate_recordset(null::${table.qualified}, `,
    ),
    sql`${JSON.stringify(rows)}::json`,
    sql.raw(`) as source where ${match}`),
  ]);
}

async function restoreFile(
  target: { uploadsDir: string | null; written: string[] },
  name: string,
  data: string,
) {
  if (!target.uploadsDir) return;
  const file = path.resolve(target.uploadsDir, name);
  if (!file.startsWith(path.resolve(target.uploadsDir) + path.sep))
    throw new BackupError(`The backup names a file outside the uploads directory: ${name}.`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(data, 'base64'));
  target.written.push(file);
}
