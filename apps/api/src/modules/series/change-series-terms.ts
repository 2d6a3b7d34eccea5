import type { Language, Series, SeriesTermsChange } from '@oyna/shared';
import { dateIn, occurrencesBetween, runsOn } from '@oyna/schedule';
import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type GameSeriesRow, gameSeries, gameSeriesDates, games } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { cancelGame } from '../games/cancel-game.js';
import { gameRuleError } from '../games/game-rule-error.js';
import { updateGame } from '../games/update-game.js';
import { assertVenueHasPitches } from '../games/venue-pitches.js';
import { getSeries } from './get-series.js';
import { publishDueOccurrences } from './publish-due-occurrences.js';
import { seriesToManage } from './series-access.js';
import { scheduleOf } from './series-schedule.js';
import { gameChangesFor, needsPitch, seriesColumnsOf, seriesTermProblems } from './series-terms.js';

const DAY_MS = 86_400_000;

/**
 * "This and the following" (decision 79): the series' terms change from `from_date` on, never
 * before today. The series row takes the new terms, so every date not yet published follows them;
 * each game already published from that date is changed through the game edit path (its rules, the
 * pitch check, the notice of a new time or venue and the penalty-free leave that goes with it), and
 * one on a weekday the series no longer runs is cancelled with refunds. Everything is checked before
 * anything changes: a game that cannot take the change (fewer places than are taken, no free pitch)
 * refuses the whole change.
 */
export async function changeSeriesTerms(
  db: Db,
  input: { actor: AuthUser; seriesId: string; change: SeriesTermsChange; language: Language; now?: Date },
): Promise<Series> {
  const now = input.now ?? new Date();
  const { from_date: fromDate, ...fields } = input.change;
  if (Object.values(fields).every((value) => value === undefined))
    throw new AppError('series_change_empty', 422);

  const plan = await db.transaction(async (tx) => {
    const before = await seriesToManage(tx, { ...input, forUpdate: true });
    if (before.status === 'ended') throw new AppError('series_ended', 422);
    if (fromDate < dateIn(before.timeZone, now)) throw new AppError('series_date_past', 422);
    const next = await nextDateToPublish(tx, before, now);
    if (next !== null && fromDate > next) throw new AppError('series_change_too_far', 422);

    const after: GameSeriesRow = { ...before, ...seriesColumnsOf(fields) };
    const problems = seriesTermProblems(after, now);
    if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);
    if (after.venueId !== before.venueId)
      await assertVenueHasPitches(tx, { venueId: after.venueId, planned: [] });

    const published = await tx
      .select({
        date: gameSeriesDates.date,
        gameId: games.id,
        startsAt: games.startsAt,
        venueId: games.venueId,
        durationMinutes: games.durationMinutes,
        placesTaken: games.placesTaken,
      })
      .from(gameSeriesDates)
      .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
      .where(
        and(
          eq(gameSeriesDates.seriesId, before.id),
          gte(gameSeriesDates.date, fromDate),
          eq(games.status, 'open'),
          gt(games.startsAt, now),
        ),
      );
    const schedule = scheduleOf(after);
    const toCancel = published.filter((game) => !runsOn(schedule, game.date));
    const toChange = published
      .filter((game) => runsOn(schedule, game.date))
      .map((game) => ({ ...game, changes: gameChangesFor({ before, after, fields }, game) }));

    for (const game of toChange) {
      // Today's game cannot be moved to an hour already gone.
      if (game.changes.starts_at !== undefined && new Date(game.changes.starts_at) <= now)
        throw gameRuleError({ kick_off_time: 'game_starts_in_past' }, input.language);
      if ((game.changes.capacity ?? Infinity) < game.placesTaken)
        throw new AppError('game_capacity_below_taken', 422);
      if (!needsPitch(game.changes, game)) continue;
      await assertVenueHasPitches(tx, {
        venueId: game.changes.venue_id ?? game.venueId,
        planned: [
          {
            startsAt: new Date(game.changes.starts_at ?? game.startsAt),
            durationMinutes: game.changes.duration_minutes ?? game.durationMinutes,
          },
        ],
        ignoreGameIds: [game.gameId],
      });
    }

    await tx
      .update(gameSeries)
      .set({ ...seriesColumnsOf(fields), updatedAt: now })
      .where(eq(gameSeries.id, before.id));
    // A date refused under the old terms is tried again under the new ones.
    await tx
      .delete(gameSeriesDates)
      .where(
        and(
          eq(gameSeriesDates.seriesId, before.id),
          eq(gameSeriesDates.state, 'refused'),
          gte(gameSeriesDates.date, fromDate),
        ),
      );
    await dropMovedDatesOffSchedule(tx, { after, fromDate });
    await keepNewDaysBefore(tx, { before, after, fromDate, now });
    return { toCancel, toChange };
  });

  for (const game of plan.toChange.filter((one) => Object.keys(one.changes).length > 0))
    await updateGame(db, {
      actor: input.actor,
      gameId: game.gameId,
      changes: game.changes,
      language: input.language,
      now,
    });
  for (const game of plan.toCancel) await cancelGame(db, { actor: input.actor, gameId: game.gameId, now });
  await publishDueOccurrences(db, { now, seriesId: input.seriesId });
  return getSeries(db, { actor: input.actor, seriesId: input.seriesId, now });
}

/** The first date from now on that the series would publish next (no row yet), or null if none is left. */
async function nextDateToPublish(tx: DbExecutor, series: GameSeriesRow, now: Date): Promise<string | null> {
  const known = await tx
    .select({ date: gameSeriesDates.date, state: gameSeriesDates.state })
    .from(gameSeriesDates)
    .where(
      and(eq(gameSeriesDates.seriesId, series.id), gte(gameSeriesDates.date, dateIn(series.timeZone, now))),
    );
  // A date moved before publication is still to be published (under the terms of its publication).
  const taken = new Set(known.filter((row) => row.state !== 'moved').map((row) => row.date));
  const ahead = occurrencesBetween(scheduleOf(series), now, new Date(now.getTime() + 400 * DAY_MS));
  return ahead.find((occurrence) => !taken.has(occurrence.date))?.date ?? null;
}

/**
 * New weekdays start on `fromDate`: a day the new schedule has before it, and the old one did not,
 * is kept out (a skipped row), so the publisher never publishes it under the new terms early.
 */
async function keepNewDaysBefore(
  tx: DbExecutor,
  input: { before: GameSeriesRow; after: GameSeriesRow; fromDate: string; now: Date },
): Promise<void> {
  const { before, after, fromDate, now } = input;
  const fromInstant = new Date(Date.parse(`${fromDate}T00:00:00Z`) + DAY_MS);
  const early = occurrencesBetween(scheduleOf(after), now, fromInstant).filter(
    (occurrence) => occurrence.date < fromDate && !runsOn(scheduleOf(before), occurrence.date),
  );
  if (early.length === 0) return;
  await tx
    .insert(gameSeriesDates)
    .values(
      early.map((occurrence) => ({ seriesId: after.id, date: occurrence.date, state: 'skipped' as const })),
    )
    .onConflictDoNothing();
}

/**
 * A date moved before publication whose day the new schedule no longer has (from `fromDate` on) is
 * dropped with the day, as a published game on it is cancelled; one still on the schedule keeps the
 * kick-off it was moved to.
 */
async function dropMovedDatesOffSchedule(
  tx: DbExecutor,
  input: { after: GameSeriesRow; fromDate: string },
): Promise<void> {
  const moved = await tx
    .select({ date: gameSeriesDates.date })
    .from(gameSeriesDates)
    .where(
      and(
        eq(gameSeriesDates.seriesId, input.after.id),
        eq(gameSeriesDates.state, 'moved'),
        gte(gameSeriesDates.date, input.fromDate),
      ),
    );
  const off = moved.map((row) => row.date).filter((date) => !runsOn(scheduleOf(input.after), date));
  if (off.length === 0) return;
  await tx
    .delete(gameSeriesDates)
    .where(and(eq(gameSeriesDates.seriesId, input.after.id), inArray(gameSeriesDates.date, off)));
}
