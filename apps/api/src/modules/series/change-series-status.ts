import type { Series } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeries } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { getSeries } from './get-series.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { seriesToManage } from './series-access.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * The organizer pauses a series (nothing more is published; games already published stay) or
 * resumes it (the dates inside the window are published at once). An ended series stays ended.
 */
export async function changeSeriesStatus(
  db: Db,
  input: { actor: AuthUser; seriesId: string; status: 'active' | 'paused'; now?: Date; hooks: GameHooks },
): Promise<Series> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    if (series.status === 'ended') throw new AppError('series_ended', 422);
    await tx
      .update(gameSeries)
      .set({ status: input.status, updatedAt: now })
      .where(eq(gameSeries.id, series.id));
  });
  if (input.status === 'active')
    await publishDueOccurrences(db, { now, seriesId: input.seriesId, hooks: input.hooks });
  return getSeries(db, { ...input, now });
}
