import { mkdir, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseDriver } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, queryRows } from '../db/database.js';
import { conversationMessages, conversations } from '../db/schema.js';
import { gamesWithPlacesAmiss } from '../modules/games/testing/places-invariant.js';
import { type SignedIn, playerWithBalance, register } from '../modules/games/testing/game-fixtures.js';
import { expectEveryBalanceToMatchItsLedger } from '../modules/wallet/testing/wallet-fixtures.js';
import { createGame } from '../test/factories.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { openEmptyTestDatabase, testDrivers } from '../test/test-databases.js';
import { BackupError } from './backup-error.js';
import { backUpIfDue } from './daily-backups.js';
import { tablesInLoadOrder } from './database-catalog.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

/** Every table's row count, and the money: what a restore must give back exactly. */
async function fingerprint(db: Db) {
  const counts: Record<string, number> = {};
  for (const table of await tablesInLoadOrder(db)) {
    const [row] = await queryRows<{ rows: number }>(
      db,
      sql.raw(`select count(*)::int as rows from ${table.qualified}`),
    );
    counts[table.name] = row?.rows ?? 0;
  }
  const [money] = await queryRows<{ ledger: string; balances: string; places: string }>(
    db,
    sql`select (select coalesce(sum(amount_qepik), 0) from ledger_entries)::text as ledger,
               (select coalesce(sum(balance_qepik), 0) from wallets)::text as balances,
               (select coalesce(sum(places_taken), 0) from games)::text as places`,
  );
  return { counts, money };
}

async function expectConsistent(db: Db) {
  await expectEveryBalanceToMatchItsLedger(db);
  expect(await queryRows(db, gamesWithPlacesAmiss)).toEqual([]);
}

describe.each(testDrivers({ everyDriver: true }))(
  'a backup and its restore, on %s',
  (driver: DatabaseDriver) => {
    let test: TestApp;
    let scratch: string;
    let uploads: string;
    const opened: Database[] = [];
    const photo = Buffer.from('a profile photo, as bytes \u0000\u00ff');

    async function emptyDatabase(): Promise<Database> {
      const database = await openEmptyTestDatabase(driver);
      opened.push(database);
      return database;
    }

    beforeAll(async () => {
      test = await createTestApp({ driver });
      scratch = await mkdtemp(path.join(os.tmpdir(), 'oyna-backup-test-'));
      uploads = path.join(scratch, 'uploads');
      await mkdir(path.join(uploads, 'photos'), { recursive: true });
      await writeFile(path.join(uploads, 'photos', 'player.jpg'), photo);

      // Bookings and payments: players funded through the ledger, booked and charged from their wallets.
      const game = await createGame(test.database.db, { capacity: 6, priceQepik: 1000 });
      // A reply stored before the message it answers (an edit moves a row): rows that point at their
      // own table cannot simply be written back in the order they are read.
      const db = test.database.db;
      const [chat] = await db.insert(conversations).values({ kind: 'game', subjectId: game.id }).returning();
      if (!chat) throw new Error('no conversation');
      const [first] = await db
        .insert(conversationMessages)
        .values({ conversationId: chat.id, kind: 'text', body: 'Top kimdədir?' })
        .returning();
      await db
        .insert(conversationMessages)
        .values({ conversationId: chat.id, kind: 'text', body: 'Məndə', replyToId: first?.id ?? null });
      await db
        .update(conversationMessages)
        .set({ editedAt: new Date(), body: 'Top kimdədir? Qapıçı da lazımdır' })
        .where(eq(conversationMessages.id, first?.id ?? ''));
      const players: SignedIn[] = [];
      for (let index = 0; index < 8; index += 1) players.push(await playerWithBalance(test.app, 3000));
      for (const player of players) expect((await register(test.app, player, game.id)).statusCode).toBe(201);
    });
    afterAll(async () => {
      for (const database of opened) await database.close();
      await test.close();
      await rm(scratch, { recursive: true, force: true });
    });

    it('gives back every row, every balance and every uploaded file, and the restored database takes new bookings', async () => {
      const file = path.join(scratch, 'round-trip.jsonl.gz');
      const written = await writeBackup(test.database, { file, uploadsDir: uploads });
      expect(written.files).toBe(1);
      const before = await fingerprint(test.database.db);
      expect(written.rows).toBe(Object.values(before.counts).reduce((sum, rows) => sum + rows, 0));

      const target = await emptyDatabase();
      const restoredUploads = path.join(scratch, 'restored-uploads');
      const restored = await restoreBackup(target, { file, uploadsDir: restoredUploads });
      expect(restored).toEqual(written);
      expect(await fingerprint(target.db)).toEqual(before);
      await expectConsistent(target.db);
      expect(await readFile(path.join(restoredUploads, 'photos', 'player.jpg'))).toEqual(photo);

      // The ids go on from where they were: a new ledger entry and booking do not collide.
      const restoredApp = await createTestApp({ driver, database: target });
      const game = await createGame(target.db, { capacity: 4, priceQepik: 1000 });
      const newcomer = await playerWithBalance(restoredApp.app, 2000);
      expect((await register(restoredApp.app, newcomer, game.id)).statusCode).toBe(201);
      await expectConsistent(target.db);
      await restoredApp.app.close();
    });

    it('refuses a database that holds anything unless told to replace it, then replaces it whole', async () => {
      const file = path.join(scratch, 'replace.jsonl.gz');
      await writeBackup(test.database, { file, uploadsDir: null });
      const target = await emptyDatabase();
      await target.migrate();
      await createGame(target.db, {});
      const occupied = await fingerprint(target.db);
      await expect(restoreBackup(target, { file, uploadsDir: null })).rejects.toThrow(
        new BackupError(
          'The database is not empty. Restore into an empty database, or add --replace to drop everything in it first.',
        ),
      );
      expect(await fingerprint(target.db)).toEqual(occupied);

      await restoreBackup(target, { file, uploadsDir: null, replace: true });
      expect(await fingerprint(target.db)).toEqual(await fingerprint(test.database.db));
    });

    it('refuses a cut-off or foreign file and writes no row', async () => {
      const file = path.join(scratch, 'cut.jsonl.gz');
      await writeBackup(test.database, { file, uploadsDir: uploads });
      await truncate(file, Math.floor((await stat(file)).size / 2));
      const target = await emptyDatabase();
      const restoredUploads = path.join(scratch, 'cut-uploads');
      await expect(restoreBackup(target, { file, uploadsDir: restoredUploads })).rejects.toThrow(BackupError);
      const after = await fingerprint(target.db);
      expect(Object.values(after.counts).every((rows) => rows === 0)).toBe(true);
      expect(await readdir(restoredUploads).catch(() => [])).toEqual([]);

      const foreign = path.join(scratch, 'foreign.jsonl.gz');
      await writeFile(foreign, 'not a backup');
      await expect(restoreBackup(await emptyDatabase(), { file: foreign, uploadsDir: null })).rejects.toThrow(
        'The backup file is damaged: it is not a gzip file Oyna wrote.',
      );
    });

    it('taken while players are booking, restores to a state where every balance matches its ledger', async () => {
      const game = await createGame(test.database.db, { capacity: 20, priceQepik: 1000 });
      const crowd: SignedIn[] = [];
      for (let index = 0; index < 30; index += 1) crowd.push(await playerWithBalance(test.app, 2000));
      const file = path.join(scratch, 'under-load.jsonl.gz');
      const [backup] = await Promise.all([
        writeBackup(test.database, { file, uploadsDir: null }),
        ...crowd.map((player) => register(test.app, player, game.id)),
      ]);
      expect(backup.rows).toBeGreaterThan(0);
      const target = await emptyDatabase();
      await restoreBackup(target, { file, uploadsDir: null });
      await expectConsistent(target.db);
    });

    it('backs itself up when the newest backup is a day old, and thins out the old ones', async () => {
      const directory = path.join(scratch, 'daily');
      await mkdir(directory, { recursive: true });
      // Thirty days of backups already there: files with the names the server writes.
      for (let day = 1; day <= 30; day += 1)
        await writeFile(
          path.join(directory, `oyna-backup-2026-11-${String(day).padStart(2, '0')}T03-00-00Z.jsonl.gz`),
          '',
        );
      const log = { info: () => undefined, error: () => undefined };
      const daily = { database: test.database, directory, uploadsDir: null, log };

      expect(await backUpIfDue({ ...daily, now: () => new Date('2026-11-30T20:00:00Z') })).toBeNull();
      const written = await backUpIfDue({ ...daily, now: () => new Date('2026-12-01T03:30:00Z') });
      expect(written).toBe(path.join(directory, 'oyna-backup-2026-12-01T03-30-00Z.jsonl.gz'));
      expect((await readdir(directory)).sort()).toEqual([
        'oyna-backup-2026-11-15T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-22T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-25T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-26T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-27T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-28T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-29T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-11-30T03-00-00Z.jsonl.gz',
        'oyna-backup-2026-12-01T03-30-00Z.jsonl.gz',
      ]);
    });
  },
);
