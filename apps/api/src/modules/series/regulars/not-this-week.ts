import { notThisWeekDeadline } from '@oyna/shared';
import { occurrencesBetween } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { type GameSeriesRow, gameSeriesDates, games, seriesRegularDates } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import { findActiveBooking } from '../../games/booking-facts.js';
import { leaveGame } from '../../games/leave-game.js';
import { scheduleOf } from '../series-schedule.js';
import { findRegular, readSeries, setRegularDate } from './regular-rows.js';
import type { GameHooks } from '../../games/game-hooks.js';

const DAY_MS = 86_400_000;

/** A date of the series as "not this week" reads it: its kick-off and its game once published. */
export async function seriesDateOf(
  db: DbExecutor,
  series: GameSeriesRow,
  date: string,
): Promise<{ startsAt: Date; gameId: string | null }> {
  const [stored] = await db
    .select({
      state: gameSeriesDates.state,
      gameId: gameSeriesDates.gameId,
      movedTo: gameSeriesDates.movedTo,
      startsAt: games.startsAt,
    })
    .from(gameSeriesDates)
    .leftJoin(games, eq(games.id, gameSeriesDates.gameId))
    .where(and(eq(gameSeriesDates.seriesId, series.id), eq(gameSeriesDates.date, date)));
  if (stored?.state === 'moved' && stored.movedTo && series.status !== 'ended')
    return { startsAt: stored.movedTo, gameId: null };
  if (stored) {
    if (stored.state !== 'published' || !stored.startsAt)
      throw new AppError('series_date_not_scheduled', 422);
    return { startsAt: stored.startsAt, gameId: stored.gameId };
  }
  const noon = Date.parse(`${date}T12:00:00Z`);
  const occurrence = occurrencesBetween(
    scheduleOf(series),
    new Date(noon - 2 * DAY_MS),
    new Date(noon + 2 * DAY_MS),
  ).find((candidate) => candidate.date === date);
  if (!occurrence || series.status === 'ended') throw new AppError('series_date_not_scheduled', 422);
  return { startsAt: occurrence.startsAt, gameId: null };
}

/**
 * A regular says "not this week" for a date, before the deadline the organizer set (decision 74).
 * Not yet published: they will not be booked. Published and booked: they leave the game through the
 * ordinary leave (`leaveGame`: the refund the booking rules give, the place to the waitlist).
 * After the deadline a clear error; they may still leave the game as anyone does.
 */
export async function sayNotThisWeek(
  db: Db,
  input: { userId: string; seriesId: string; date: string; now?: Date; hooks: GameHooks },
): Promise<void> {
  const now = input.now ?? new Date();
  const series = await readSeries(db, input.seriesId);
  const regular = await findRegular(db, series.id, input.userId);
  if (regular?.status !== 'active') throw new AppError('series_regular_not_found', 404);
  const { startsAt, gameId } = await seriesDateOf(db, series, input.date);
  if (startsAt.getTime() <= now.getTime()) throw new AppError('series_date_past', 422);
  if (now.getTime() > notThisWeekDeadline(startsAt, series.skipDeadlineHours).getTime())
    throw new AppError('series_not_this_week_closed', 422);
  if (gameId && (await findActiveBooking(db, gameId, input.userId))) {
    try {
      await leaveGame(db, { userId: input.userId, gameId, now, hooks: input.hooks });
    } catch (error) {
      // Left a moment ago by another request: the place is already given back.
      if (!(error instanceof AppError) || error.code !== 'registration_not_found') throw error;
    }
  }
  await setRegularDate(db, {
    seriesId: series.id,
    userId: input.userId,
    date: input.date,
    state: 'not_this_week',
    gameId,
    now,
  });
}

/**
 * A regular takes back "not this week" (or the default sit-out after a missed game) for a date not
 * yet published: they will be booked with the others. Once published, they book it as anyone does.
 */
export async function takeBackNotThisWeek(
  db: Db,
  input: { userId: string; seriesId: string; date: string },
): Promise<void> {
  const series = await readSeries(db, input.seriesId);
  const regular = await findRegular(db, series.id, input.userId);
  if (regular?.status !== 'active') throw new AppError('series_regular_not_found', 404);
  const { gameId } = await seriesDateOf(db, series, input.date);
  if (gameId) throw new AppError('series_date_already_published', 409);
  await db
    .delete(seriesRegularDates)
    .where(
      and(
        eq(seriesRegularDates.seriesId, series.id),
        eq(seriesRegularDates.userId, input.userId),
        eq(seriesRegularDates.date, input.date),
      ),
    );
}
