import type { Series } from '@oyna/shared';
import { dateIn, runsOn } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import { gameSeriesDates } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { cancelSeriesGames } from './cancel-series-games.js';
import { getSeries } from './get-series.js';
import { seriesToManage } from './series-access.js';
import { scheduleOf } from './series-schedule.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * The organizer takes one date out of a series (a holiday). A date not yet published will not be;
 * a published one has its game cancelled with the usual refunds and notices. Skipping a date twice
 * changes nothing more; a past date, or one the series does not run on, is refused.
 */
export async function skipSeriesDate(
  db: Db,
  input: { actor: AuthUser; seriesId: string; date: string; now?: Date; hooks: GameHooks },
): Promise<Series> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    if (series.status === 'ended') throw new AppError('series_ended', 422);
    if (input.date < dateIn(series.timeZone, now)) throw new AppError('series_date_past', 422);
    if (!runsOn(scheduleOf(series), input.date)) throw new AppError('series_date_not_scheduled', 422);
    await tx
      .insert(gameSeriesDates)
      .values({ seriesId: series.id, date: input.date, state: 'skipped' })
      .onConflictDoUpdate({
        target: [gameSeriesDates.seriesId, gameSeriesDates.date],
        set: { state: 'skipped', problem: null, movedTo: null },
      });
  });
  await cancelSeriesGames(db, { ...input, fromDate: input.date, onlyThatDate: true, now });
  return getSeries(db, { ...input, now });
}
