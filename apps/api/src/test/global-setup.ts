import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrationsFolder } from '../db/migrations-folder.js';
import { createPostgresTestDatabase } from './test-databases.js';

/**
 * The integration tests' global setup: runs the migrations once per run, into a PGlite whose data
 * directory is dumped to a file and (with TEST_DATABASE_URL) into a PostgreSQL template database.
 * Every test app then starts from a copy (migrated-templates.ts) instead of migrating its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = new PGlite();
  await migrate(drizzle({ client: pglite }), { migrationsFolder: migrationsFolder() });
  const dumpFile = path.join(
    os.tmpdir(),
    `oyna-migrated-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(dumpFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteMigratedDump', dumpFile);

  let template: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  if (process.env['TEST_DATABASE_URL']) {
    template = await createPostgresTestDatabase();
    const database = await openDatabase({ driver: 'postgres', url: template.url });
    await database.migrate();
    await database.close();
    project.provide('postgresMigratedTemplate', new URL(template.url).pathname.slice(1));
  } else {
    project.provide('postgresMigratedTemplate', undefined);
  }

  return async () => {
    await rm(dumpFile, { force: true });
    await template?.drop();
  };
}
