import type { DatabaseDriver } from '@oyna/shared';
import type { Db } from '../../../db/database.js';
import { type GameSeriesRow, type NewGameSeriesRow, gameSeries } from '../../../db/schema.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';

/** What a weekly-game test file starts from: its own app and database, and an organizer signed in. */
export async function seriesTestApp(
  driver: DatabaseDriver,
): Promise<{ test: TestApp; db: Db; organizer: SignedIn }> {
  const test = await createTestApp({ driver });
  const organizer = await signedInUser(test.app, { role: 'organizer' });
  return { test, db: test.app.db as Db, organizer };
}

/** A weekly series written straight to the database: Tuesdays at 20:00 Baku time unless told otherwise. */
export async function insertSeries(
  db: Db,
  fields: Pick<NewGameSeriesRow, 'organizerId' | 'venueId' | 'startDate'> & Partial<NewGameSeriesRow>,
): Promise<GameSeriesRow> {
  const [series] = await db
    .insert(gameSeries)
    .values({
      title: 'Çərşənbə axşamı futbolu',
      durationMinutes: 90,
      format: '7x7',
      capacity: 14,
      kind: 'regular',
      priceQepik: 1000,
      weekdays: [2],
      kickOffTime: '20:00',
      ...fields,
    })
    .returning();
  return series!;
}
