import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file a server running on the embedded database keeps in DATA_DIR while it runs. */
const LOCK_FILE = 'server.pid';

/** Whether a process of that id runs on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The process id of a server that runs on this data directory, or null. The embedded database is
 * one process's files: a second process opening them (a backup, a restore, a second server) would
 * corrupt them.
 */
export async function serverOnDataDirectory(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, LOCK_FILE), 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

/** Marks the data directory as this process's while it runs; the answer lets it go. */
export async function holdDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const holder = await serverOnDataDirectory(dataDir);
  if (holder !== null)
    throw new Error(
      `Another Oyna server (process ${holder}) runs on ${dataDir}: stop it first (the embedded database is one process's files).`,
    );
  const file = path.join(dataDir, LOCK_FILE);
  await writeFile(file, `${process.pid}\n`);
  return () => rm(file, { force: true });
}
