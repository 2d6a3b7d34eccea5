import { loadConfig, pgliteDirectory } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedDemoData } from './seed-database.js';

/** `npm run seed`: migrates and writes the demo data into the configured database. */
const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ driver: 'postgres', url: config.DATABASE_URL })
  : await openDatabase({ driver: 'pglite', dataDir: pgliteDirectory(config) });
try {
  await database.migrate();
  const result = await seedDemoData(database.db);
  console.log(
    `Seeded ${result?.venues ?? 0} venues and ${result?.players ?? 0} players (${database.driver}).`,
  );
} finally {
  await database.close();
}
