import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, testDrivers } from '../test/test-databases.js';
import { queryRows } from './database.js';
import { users } from './schema.js';

describe.each(testDrivers({ everyDriver: true }))('the database on %s', (driver) => {
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
