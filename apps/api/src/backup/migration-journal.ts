import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../db/migrations-folder.js';

const journalSchema = z.looseObject({
  entries: z.array(z.looseObject({ tag: z.string(), when: z.number() })),
});

const journalPath = (folder: string) => path.join(folder, 'meta', '_journal.json');

/** The tags of the committed migrations, in the order they run (`0000_init`, ...). */
export async function migrationTags(folder = migrationsFolder()): Promise<string[]> {
  const journal = journalSchema.parse(JSON.parse(await readFile(journalPath(folder), 'utf8')));
  return journal.entries.map((entry) => entry.tag);
}

/**
 * A copy of the migrations folder whose journal stops after the first `count` migrations: a restore
 * brings an empty database to the backup's own schema with it before writing the rows back, then
 * applies the later migrations as an upgrade would.
 */
export async function migrationsUpTo(count: number, folder = migrationsFolder()): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'oyna-restore-migrations-'));
  await cp(folder, copy, { recursive: true });
  const journal = journalSchema.parse(JSON.parse(await readFile(journalPath(folder), 'utf8')));
  await writeFile(
    journalPath(copy),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return copy;
}
