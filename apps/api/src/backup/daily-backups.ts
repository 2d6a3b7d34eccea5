import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.js';
import { backupFileName, backupTakenAt } from './backup-format.js';
import { backupsToKeep } from './backup-retention.js';
import { writeBackup } from './write-backup.js';

/** How often the server looks whether a day has passed since the newest backup. */
const CHECK_EVERY_MS = 60 * 60_000;
/** The first look waits a little after start, so that a restart loop does not back up each time. */
const FIRST_CHECK_AFTER_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

interface DailyBackups {
  database: Database;
  /** DATA_DIR/backups */
  directory: string;
  uploadsDir: string | null;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => Date;
}

/**
 * The embedded database's own backups: one a day into DATA_DIR/backups, the older ones thinned to
 * the newest of each of the last 7 days and 4 weeks. Returns what stops it.
 */
export function startDailyBackups(options: DailyBackups): () => void {
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    void backUpIfDue(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'the daily backup failed'))
      .finally(() => (running = false));
  };
  const first = setTimeout(check, FIRST_CHECK_AFTER_MS);
  const every = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** Takes a backup when the newest is a day old (or there is none), then deletes what the retention drops. */
export async function backUpIfDue(options: DailyBackups): Promise<string | null> {
  const now = options.now?.() ?? new Date();
  const existing = await listBackups(options.directory);
  const newest = Math.max(...existing.map((backup) => backup.takenAt.getTime()), 0);
  if (now.getTime() - newest < DAY_MS) return null;
  const file = path.join(options.directory, backupFileName(now));
  const counts = await writeBackup(options.database, { file, uploadsDir: options.uploadsDir, now });
  options.log.info({ file, ...counts }, 'daily backup written');
  const all = [...existing, { file, takenAt: now }];
  const keep = backupsToKeep(all.map((backup) => backup.takenAt));
  await Promise.all(
    all.filter((_, index) => !keep.has(index)).map((backup) => rm(backup.file, { force: true })),
  );
  return file;
}

async function listBackups(directory: string): Promise<{ file: string; takenAt: Date }[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names.flatMap((name) => {
    const takenAt = backupTakenAt(name);
    return takenAt ? [{ file: path.join(directory, name), takenAt }] : [];
  });
}
