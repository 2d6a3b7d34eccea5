import { type Language, type Series, kickOffProblem } from '@oyna/shared';
import { dateIn, runsOn } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { gameSeriesDates } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { gameRuleError } from '../games/game-rule-error.js';
import { updateGame } from '../games/update-game.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { getSeries } from './get-series.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { seriesToManage } from './series-access.js';
import { scheduleOf } from './series-schedule.js';
import type { GameHooks } from '../games/game-hooks.js';

/**
 * The organizer moves one date to another kick-off (decision 79). A published date keeps its row,
 * so it stays taken and the publisher never publishes it again; its game moves through the game
 * edit path: a free pitch at the new time, everyone booked told, and free to leave without penalty.
 * A date not yet published (or refused for want of a pitch) is kept as `moved` with its new
 * kick-off, checked against the venue's pitches now and again when it is published, by that
 * kick-off: at once when it already falls within the publication window.
 */
export async function moveSeriesDate(
  db: Db,
  input: {
    actor: AuthUser;
    seriesId: string;
    date: string;
    startsAt: string;
    language: Language;
    now?: Date;
    hooks: GameHooks;
  },
): Promise<Series> {
  const now = input.now ?? new Date();
  const gameId = await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    if (series.status === 'ended') throw new AppError('series_ended', 422);
    if (input.date < dateIn(series.timeZone, now)) throw new AppError('series_date_past', 422);
    const [row] = await tx
      .select({ state: gameSeriesDates.state, gameId: gameSeriesDates.gameId })
      .from(gameSeriesDates)
      .where(and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, input.date)));
    if (row?.state === 'published' && row.gameId) return row.gameId;
    if (row?.state === 'skipped') throw new AppError('series_date_skipped', 422);
    if (!runsOn(scheduleOf(series), input.date)) throw new AppError('series_date_not_scheduled', 422);

    const movedTo = new Date(input.startsAt);
    const problem = kickOffProblem(movedTo, now);
    if (problem) throw gameRuleError({ starts_at: problem }, input.language);
    await assertVenueHasPitches(tx, {
      venueId: series.venueId,
      planned: [{ startsAt: movedTo, durationMinutes: series.durationMinutes }],
    });
    await tx
      .insert(gameSeriesDates)
      .values({ seriesId: series.id, date: input.date, state: 'moved', movedTo })
      .onConflictDoUpdate({
        target: [gameSeriesDates.seriesId, gameSeriesDates.date],
        set: { state: 'moved', movedTo, problem: null },
      });
    return null;
  });
  if (gameId)
    await updateGame(db, {
      actor: input.actor,
      gameId,
      changes: { starts_at: input.startsAt },
      language: input.language,
      now,
      hooks: input.hooks,
    });
  else await publishDueOccurrences(db, { now, seriesId: input.seriesId, hooks: input.hooks });
  return getSeries(db, { actor: input.actor, seriesId: input.seriesId, now });
}
