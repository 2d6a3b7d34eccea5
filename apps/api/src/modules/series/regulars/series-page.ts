import {
  type SeriesPage,
  type SeriesPageDate,
  type SeriesRegularDateState,
  notThisWeekDeadline,
} from '@oyna/shared';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import {
  type GameSeriesRow,
  gameRegistrations,
  gameResults,
  gameSeriesDates,
  games,
  seriesRegularDates,
  seriesRegulars,
  users,
} from '../../../db/schema.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { playerForViewer } from '../../users/player-for-viewer.js';
import { playerIdentityFor } from '../../users/player-identity.js';
import { canManageSeries } from '../series-access.js';
import { plannedChangesOf } from '../planned-changes.js';
import { describeSeries, scheduledDates, storedDatesFromToday } from '../series-response.js';
import { missesOf } from './regular-history.js';
import { readSeries } from './regular-rows.js';

/** How many coming dates the player's page lists, and how many past ones. */
const UPCOMING_DATES = 4;
const HISTORY_DATES = 10;

/**
 * A weekly game as a signed-in player sees it (decision 74): what it is, when, its regulars (named
 * as the privacy rules let this viewer see them), the coming dates with the viewer's own state and
 * the "not this week" deadline, and the past dates with their scores and attendance.
 */
export async function getSeriesPage(
  db: DbExecutor,
  input: { actor: AuthUser; seriesId: string; now?: Date },
): Promise<SeriesPage> {
  const now = input.now ?? new Date();
  const series = await readSeries(db, input.seriesId);
  const about = await describeSeries(db, series);
  const isOrganizer = canManageSeries(input.actor, series);
  const regulars = await db
    .select({ regular: seriesRegulars, user: users })
    .from(seriesRegulars)
    .innerJoin(users, eq(users.id, seriesRegulars.userId))
    .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.status, 'active')))
    .orderBy(asc(seriesRegulars.activeSince));
  const mine = await db
    .select()
    .from(seriesRegulars)
    .where(and(eq(seriesRegulars.seriesId, series.id), eq(seriesRegulars.userId, input.actor.id)));
  const me = mine[0];
  const misses = me ? await missesOf(db, series.id, [me]) : new Map<string, number>();
  return {
    ...about,
    ...regularSettings(series),
    regulars: regulars.map(({ user }) =>
      playerIdentityFor(user, playerForViewer(user, { user: input.actor, organizesGame: isOrganizer })),
    ),
    is_organizer: isOrganizer,
    me: me
      ? {
          status: me.status,
          removal: me.removal,
          notices_muted: me.noticesMuted,
          misses: misses.get(me.userId) ?? 0,
        }
      : null,
    upcoming: await comingDates(db, series, input.actor.id, now),
    history: await pastDates(db, series, now),
  };
}

export function regularSettings(series: GameSeriesRow) {
  return {
    regular_places: series.regularPlaces,
    regulars_cap: series.regularsCap,
    regulars_auto_accept: series.regularsAutoAccept,
    skip_deadline_hours: series.skipDeadlineHours,
    misses_allowed: series.missesAllowed,
  };
}

/** The next dates from now: stored ones as they stand, the schedule's later ones as to be published. */
export async function comingDates(
  db: DbExecutor,
  series: GameSeriesRow,
  userId: string,
  now: Date,
  limit = UPCOMING_DATES,
): Promise<SeriesPageDate[]> {
  const stored = await storedDatesFromToday(db, series, now);
  const byDate = new Map<string, Omit<SeriesPageDate, 'not_this_week_until' | 'mine'>>();
  for (const row of stored) {
    // A date moved before publication is still to be published, at its new kick-off.
    if (
      row.state === 'moved' &&
      row.movedTo &&
      row.movedTo.getTime() > now.getTime() &&
      series.status === 'active'
    )
      byDate.set(row.date, {
        date: row.date,
        starts_at: row.movedTo.toISOString(),
        state: 'scheduled',
        game_id: null,
      });
    if (row.state !== 'published' || !row.startsAt || row.gameStatus === 'cancelled') continue;
    if (row.startsAt.getTime() <= now.getTime()) continue;
    byDate.set(row.date, {
      date: row.date,
      starts_at: row.startsAt.toISOString(),
      state: 'published',
      game_id: row.gameId,
    });
  }
  const taken = new Set(stored.map((row) => row.date));
  if (series.status === 'active') {
    const planned = await plannedChangesOf(db, series.id);
    const days = Math.max(35, series.publishDaysAhead + 14);
    for (const { price: _price, ...date } of scheduledDates(series, taken, now, days, planned))
      byDate.set(date.date, date);
  }
  const dates = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)).slice(0, limit);
  const states =
    dates.length === 0
      ? []
      : await db
          .select()
          .from(seriesRegularDates)
          .where(
            and(
              eq(seriesRegularDates.seriesId, series.id),
              eq(seriesRegularDates.userId, userId),
              inArray(
                seriesRegularDates.date,
                dates.map((entry) => entry.date),
              ),
            ),
          );
  const mine = new Map<string, { state: SeriesRegularDateState; reason: string | null }>(
    states.map((row) => [row.date, { state: row.state, reason: row.reason }]),
  );
  return dates.map((entry) => ({
    ...entry,
    not_this_week_until: notThisWeekDeadline(
      new Date(entry.starts_at),
      series.skipDeadlineHours,
    ).toISOString(),
    mine: mine.get(entry.date) ?? null,
  }));
}

/** The past dates, newest first: the score once recorded and who came of those booked. */
async function pastDates(db: DbExecutor, series: GameSeriesRow, now: Date): Promise<SeriesPage['history']> {
  const rows = await db
    .select({ date: gameSeriesDates.date, game: games, scores: gameResults.scores })
    .from(gameSeriesDates)
    .innerJoin(games, eq(games.id, gameSeriesDates.gameId))
    .leftJoin(gameResults, eq(gameResults.gameId, games.id))
    .where(and(eq(gameSeriesDates.seriesId, series.id), lt(games.startsAt, now)))
    .orderBy(desc(gameSeriesDates.date))
    .limit(HISTORY_DATES);
  const ids = rows.map((row) => row.game.id);
  const bookings =
    ids.length === 0
      ? []
      : await db
          .select({ gameId: gameRegistrations.gameId, attendance: gameRegistrations.attendance })
          .from(gameRegistrations)
          .where(and(inArray(gameRegistrations.gameId, ids), eq(gameRegistrations.status, 'confirmed')));
  return rows
    .filter((row) => row.game.status !== 'cancelled')
    .map((row) => {
      const mine = bookings.filter((booking) => booking.gameId === row.game.id);
      return {
        date: row.date,
        starts_at: row.game.startsAt.toISOString(),
        game_id: row.game.id,
        scores: row.scores ?? null,
        players: mine.length,
        attended: mine.filter((booking) => booking.attendance === 'attended').length,
        no_shows: mine.filter((booking) => booking.attendance === 'no_show').length,
      };
    });
}
