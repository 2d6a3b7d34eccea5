import {
  type MyWeeklyGames,
  type SeriesRegularEntry,
  type SeriesRegularSettingsRequest,
  type SeriesRegulars,
  type Language,
} from '@oyna/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../../db/database.js';
import { gameSeries, seriesRegulars, users, venues } from '../../../db/schema.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { gameRuleError } from '../../games/game-rule-error.js';
import { playerIdentity } from '../../users/player-identity.js';
import { seriesToManage } from '../series-access.js';
import { missesOf } from './regular-history.js';
import { regularSettingsProblems } from './regular-settings.js';
import { comingDates, regularSettings } from './series-page.js';

/** The regulars of a series as its organizer (or an admin) manages them: settings, regulars, requests, removed players. */
export async function listSeriesRegulars(
  db: DbExecutor,
  input: { actor: AuthUser; seriesId: string },
): Promise<SeriesRegulars> {
  const series = await seriesToManage(db, input);
  const rows = await db
    .select({ regular: seriesRegulars, user: users })
    .from(seriesRegulars)
    .innerJoin(users, eq(users.id, seriesRegulars.userId))
    .where(
      and(
        eq(seriesRegulars.seriesId, series.id),
        inArray(seriesRegulars.status, ['pending', 'active', 'removed']),
      ),
    )
    .orderBy(asc(seriesRegulars.createdAt));
  const misses = await missesOf(
    db,
    series.id,
    rows.map(({ regular }) => regular),
  );
  const entries: SeriesRegularEntry[] = rows.map(({ regular, user }) => ({
    // The organizer of the series sees the players who asked to play in it in full, as on a roster.
    player: playerIdentity(user),
    status: regular.status,
    removal: regular.removal,
    misses: misses.get(regular.userId) ?? 0,
    asked_at: regular.consentedAt.toISOString(),
  }));
  return {
    ...regularSettings(series),
    capacity: series.capacity,
    active: entries.filter((entry) => entry.status === 'active'),
    pending: entries.filter((entry) => entry.status === 'pending'),
    removed: entries.filter((entry) => entry.status === 'removed'),
  };
}

/** The organizer changes the regulars' settings; the regular places never exceed the capacity. */
export async function updateRegularSettings(
  db: Db,
  input: { actor: AuthUser; seriesId: string; changes: SeriesRegularSettingsRequest; language: Language },
): Promise<SeriesRegulars> {
  await db.transaction(async (tx) => {
    const series = await seriesToManage(tx, { ...input, forUpdate: true });
    const { changes } = input;
    const values = {
      regularPlaces: changes.regular_places ?? series.regularPlaces,
      regularsCap: changes.regulars_cap ?? series.regularsCap,
      regularsAutoAccept: changes.regulars_auto_accept ?? series.regularsAutoAccept,
      skipDeadlineHours: changes.skip_deadline_hours ?? series.skipDeadlineHours,
      missesAllowed: changes.misses_allowed ?? series.missesAllowed,
    };
    const problems = regularSettingsProblems(values, series.capacity);
    if (Object.keys(problems).length > 0) throw gameRuleError(problems, input.language);
    await tx
      .update(gameSeries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gameSeries.id, series.id));
  });
  return listSeriesRegulars(db, input);
}

/** The weekly games a player is a regular of (or asked to be), with their next date and state there. */
export async function listMyWeeklyGames(
  db: DbExecutor,
  input: { userId: string; now?: Date },
): Promise<MyWeeklyGames> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({ regular: seriesRegulars, series: gameSeries, venueName: venues.name })
    .from(seriesRegulars)
    .innerJoin(gameSeries, eq(gameSeries.id, seriesRegulars.seriesId))
    .innerJoin(venues, eq(venues.id, gameSeries.venueId))
    .where(
      and(
        eq(seriesRegulars.userId, input.userId),
        inArray(seriesRegulars.status, ['pending', 'active']),
        inArray(gameSeries.status, ['active', 'paused']),
      ),
    )
    .orderBy(asc(gameSeries.title));
  const items = [];
  for (const { regular, series, venueName } of rows) {
    const [next] = await comingDates(db, series, input.userId, now, 1);
    items.push({
      series_id: series.id,
      title: series.title,
      venue_name: venueName,
      status: regular.status,
      next: next
        ? {
            date: next.date,
            starts_at: next.starts_at,
            game_id: next.game_id,
            not_this_week_until: next.not_this_week_until,
            mine: next.mine,
          }
        : null,
    });
  }
  return { items };
}
