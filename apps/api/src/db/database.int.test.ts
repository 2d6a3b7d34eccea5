import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, testDrivers } from '../test/test-databases.js';
import { queryRows } from './database.js';
import { seedDemoData } from './seed/seed-database.js';
import { gameRegistrations, games, users, venues } from './schema.js';

describe.each(testDrivers())('the database on %s', (driver) => {
  it('applies the migrations to an empty database, and again without change', async () => {
    const database = await openEmptyTestDatabase(driver);
    try {
      await database.migrate();
      await database.migrate();
      const rows = await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = rows.map((row) => row.table_name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'venues']));
    } finally {
      await database.close();
    }
  });

  it('seeds idempotently: running the seed twice changes nothing', async () => {
    const database = await openEmptyTestDatabase(driver);
    try {
      await database.migrate();
      const first = await seedDemoData(database.db);
      expect(first?.venues).toBeGreaterThanOrEqual(55);
      expect(first?.players).toBeGreaterThanOrEqual(200);
      expect(first?.games).toBeGreaterThanOrEqual(250);

      const snapshot = async () => ({
        venues: await database.db.select().from(venues).orderBy(venues.slug),
        users: await database.db
          .select({ id: users.id, email: users.email, updatedAt: users.updatedAt, skills: users.skills })
          .from(users)
          .orderBy(users.email),
        games: await database.db.select().from(games).orderBy(games.id),
        registrations: await database.db.select().from(gameRegistrations).orderBy(gameRegistrations.id),
      });
      const before = await snapshot();
      await seedDemoData(database.db);
      const after = await snapshot();
      expect(after).toEqual(before);

      expect(await seedDemoData(database.db, { onlyIfEmpty: true })).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('refuses rows that break the table rules', async () => {
    const database = await openEmptyTestDatabase(driver);
    try {
      await database.migrate();
      await expect(
        database.db.insert(users).values({ email: 'Upper@Case.az', firstName: 'A', lastName: 'B' }),
      ).rejects.toThrow();
      await expect(
        database.db.insert(users).values({ email: 'a@b.az', jerseyNumber: 100 }),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
