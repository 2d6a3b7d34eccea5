import type { Language, UpdateGameRequest } from '@oyna/shared';
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
import { scheduleOf } from './series-schedule.js';
import {
  type SeriesTermFields,
  gameChangesFor,
  needsPitch,
  seriesColumnsOf,
  seriesTermProblems,
} from './series-terms.js';
import type { GameHooks } from '../games/game-hooks.js';

const DAY_MS = 86_400_000;

/** What a change of terms leaves to do once the series' transaction is over: its published games. */
export interface TermsChangePlan {
  toChange: { gameId: string; changes: UpdateGameRequest }[];
  toCancel: { gameId: string }[];
}

/**
 * The terms of a series from `fromDate` on (decision 79), applied under the series' lock held by
 * `tx` (`before` is the locked row): everything that could refuse (the rules between fields, no free
 * pitch, places below those taken) is checked before anything is written, so an `AppError` thrown here
 * leaves the transaction untouched. Both a change made at once and a planned change the publisher
 * applies (decision 81) come through here. The published games are changed afterwards, by
 * `finishTermsChange`.
 */
export async function applyTermsUnderLock(
  tx: DbExecutor,
  input: { before: GameSeriesRow; fromDate: string; fields: SeriesTermFields; now: Date; language: Language },
): Promise<{ after: GameSeriesRow; plan: TermsChangePlan }> {
  const { before, fromDate, fields, now } = input;
  const after: GameSeriesRow = { ...before, ...seriesColumnsOf(fields), updatedAt: now };
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
  return {
    after,
    plan: {
      toChange: toChange
        .filter((game) => Object.keys(game.changes).length > 0)
        .map((game) => ({ gameId: game.gameId, changes: game.changes })),
      toCancel: toCancel.map((game) => ({ gameId: game.gameId })),
    },
  };
}

/**
 * The published games a change reaches, changed through the game edit path (its rules, notices and
 * the penalty-free leave) and those on a day the series no longer runs cancelled with refunds.
 */
export async function finishTermsChange(
  db: Db,
  plan: TermsChangePlan,
  input: { actor: AuthUser; language: Language; now: Date; hooks: GameHooks },
): Promise<void> {
  for (const game of plan.toChange)
    await updateGame(db, { ...input, gameId: game.gameId, changes: game.changes });
  for (const game of plan.toCancel)
    await cancelGame(db, { actor: input.actor, gameId: game.gameId, now: input.now, hooks: input.hooks });
}

/**
 * The first date from now on that the series would publish next (no row yet, or moved and not yet
 * published), or null if none is left within a year or so.
 */
export async function nextDateToPublish(
  tx: DbExecutor,
  series: GameSeriesRow,
  now: Date,
): Promise<string | null> {
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
