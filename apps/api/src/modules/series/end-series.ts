import type { Series } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeries, gameSeriesPlannedChanges } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { cancelSeriesGames } from './cancel-series-games.js';
import { getSeries } from './get-series.js';
import { seriesToManage } from './series-access.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * The organizer ends a series for good: nothing more is published, and its games still to come are
 * cancelled with the usual refunds and notices (games already played keep their results), and its
 * planned changes are dropped. Ending an ended series again cancels whatever an interrupted first try
 * left open.
 */
export async function endSeries(
  db: Db,
  input: { actor: AuthUser; seriesId: string; now?: Date; hooks: GameHooks },
): Promise<Series> {
  const now = input.now ?? new Date();
  const today = await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const date = dateIn(series.timeZone, now);
    if (series.status !== 'ended') {
      // The end date never goes before the start: a series ended before it began ran on no date.
      const endDate = series.startDate > date ? series.startDate : date;
      await tx
        .update(gameSeries)
        .set({
          status: 'ended',
          endDate: series.endDate && series.endDate < endDate ? series.endDate : endDate,
          updatedAt: now,
        })
        .where(eq(gameSeries.id, series.id));
    }
    // Nothing more is published: a change planned for a later date never applies.
    await tx.delete(gameSeriesPlannedChanges).where(eq(gameSeriesPlannedChanges.seriesId, series.id));
    return date;
  });
  await cancelSeriesGames(db, { ...input, fromDate: today, now });
  return getSeries(db, { ...input, now });
}
