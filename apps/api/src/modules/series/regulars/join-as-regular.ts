import type { SeriesRegularStatus } from '@oyna/shared';
import type { Db } from '../../../db/database.js';
import { seriesRegulars } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { bookPublishedDates } from './book-published-dates.js';
import { countActiveRegulars, findRegular, lockSeries } from './regular-rows.js';
import type { GameHooks } from '../../games/game-hooks.js';

/**
 * A player asks to be a regular, having consented in plain words to be booked and charged for each
 * date until they leave or say "not this week" (decision 74). With auto-accept they are a regular at
 * once, while the cap allows, and booked for the dates already published where a regular place is
 * free; otherwise the request waits for the organizer. The series' row is locked, so any number of
 * players joining at once never take more places than the cap.
 */
export async function joinAsRegular(
  db: Db,
  input: { userId: string; seriesId: string; now?: Date; hooks: GameHooks },
): Promise<SeriesRegularStatus> {
  const now = input.now ?? new Date();
  const status = await db.transaction(async (tx) => {
    const series = await lockSeries(tx, input.seriesId);
    if (series.status === 'ended') throw new AppError('series_ended', 422);
    if (series.regularPlaces === 0 || series.regularsCap === 0)
      throw new AppError('series_regulars_closed', 422);
    const existing = await findRegular(tx, series.id, input.userId);
    if (existing?.status === 'active' || existing?.status === 'pending')
      throw new AppError('series_regular_already', 409);
    if (existing?.status === 'removed' && existing.removal === 'organizer')
      throw new AppError('series_regular_removed', 403);
    const next: SeriesRegularStatus = series.regularsAutoAccept ? 'active' : 'pending';
    if (next === 'active' && (await countActiveRegulars(tx, series.id)) >= series.regularsCap)
      throw new AppError('series_regulars_full', 409);
    const values = {
      status: next,
      consentedAt: now,
      activeSince: next === 'active' ? now : null,
      removal: null,
      noticesMuted: false,
      updatedAt: now,
    };
    await tx
      .insert(seriesRegulars)
      .values({ seriesId: series.id, userId: input.userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [seriesRegulars.seriesId, seriesRegulars.userId], set: values });
    return next;
  });
  if (status === 'active')
    await bookPublishedDates(db, {
      seriesId: input.seriesId,
      userId: input.userId,
      now,
      hooks: input.hooks,
    });
  return status;
}
