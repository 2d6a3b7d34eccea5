import type { Db } from '../../../db/database.js';
import { type GameSeriesRow, type NewGameSeriesRow, gameSeries } from '../../../db/schema.js';

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
