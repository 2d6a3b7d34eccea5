// The API the end-to-end tests run against (playwright.config.ts starts it). With TEST_DATABASE_URL
// (CI, and a developer with the machine's PostgreSQL), on a database of its own made beside that
// one and dropped again when the tests end; without, on the embedded database in DATA_DIR, as
// `npm start` runs. On PostgreSQL the demo data is seeded in about 15 s instead of 40 s, and each
// request costs the server about half the CPU it costs on the embedded database
// (docs/decisions/0070-end-to-end-tests-on-postgresql.md).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const server = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const base = process.env.TEST_DATABASE_URL;

/** Runs one statement on the server that holds `base`, connected to its own database. */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
let database;
if (base) {
  database = `${new URL(base).pathname.slice(1)}_e2e_${process.pid}`;
  await onServer(`create database "${database}"`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, [server], { env, stdio: 'inherit' });
// Playwright ends the tests' server with SIGTERM (gracefulShutdown): the API closes, then the
// database goes.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  if (database) {
    await onServer(`drop database if exists "${database}" with (force)`).catch((error) => {
      console.error(`e2e server: could not drop ${database}:`, error);
    });
  }
  process.exit(code ?? (signal ? 0 : 1));
});
