import type { Language, Series, SeriesTermsChange } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { applyTermsUnderLock, finishTermsChange, nextDateToPublish } from './apply-series-terms.js';
import { applyDuePlannedChanges } from './apply-planned-changes.js';
import { getSeries } from './get-series.js';
import { checkLaterPlannedChanges, storePlannedChange } from './planned-changes.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { seriesToManage } from './series-access.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * "This and the following" (decisions 79 and 81): the series' terms change from `from_date` on, never
 * before today nor after the series' end date. From the next date to publish or earlier, the change
 * applies at once (`applyTermsUnderLock`): the series row takes the new terms and each game already
 * published from that date is changed through the game edit path, or cancelled with refunds on a day
 * the series no longer runs; everything is checked first, so a refusal changes nothing. From a later
 * date, it is checked the same way and kept as a planned change, which the publisher applies when its
 * date is the next to publish.
 */
export async function changeSeriesTerms(
  db: Db,
  input: {
    actor: AuthUser;
    seriesId: string;
    change: SeriesTermsChange;
    language: Language;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<Series> {
  const now = input.now ?? new Date();
  const { from_date: fromDate, ...fields } = input.change;
  if (Object.values(fields).every((value) => value === undefined))
    throw new AppError('series_change_empty', 422);
  await seriesToManage(db, input);
  // A planned change already due goes first: a change made now is laid over it, never under it.
  await applyDuePlannedChanges(db, { seriesId: input.seriesId, now, hooks: input.hooks });

  const plan = await db.transaction(async (tx) => {
    const before = await seriesToManage(tx, { ...input, forUpdate: true });
    if (before.status === 'ended') throw new AppError('series_ended', 422);
    if (fromDate < dateIn(before.timeZone, now)) throw new AppError('series_date_past', 422);
    if (before.endDate !== null && fromDate > before.endDate)
      throw new AppError('series_change_after_end', 422);
    const next = await nextDateToPublish(tx, before, now);
    if (next !== null && fromDate > next) {
      await storePlannedChange(tx, { ...input, series: before, fromDate, fields, now });
      return null;
    }
    const applied = await applyTermsUnderLock(tx, {
      before,
      fromDate,
      fields,
      now,
      language: input.language,
    });
    await checkLaterPlannedChanges(tx, { series: applied.after, now, language: input.language });
    return applied.plan;
  });

  if (plan) await finishTermsChange(db, plan, { ...input, now });
  await publishDueOccurrences(db, { now, seriesId: input.seriesId, hooks: input.hooks });
  return getSeries(db, { actor: input.actor, seriesId: input.seriesId, now });
}
