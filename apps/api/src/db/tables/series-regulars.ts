import type { SeriesRegularDateState, SeriesRegularRemoval, SeriesRegularStatus } from '@oyna/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { calendarDay, requiredRef, timestamps, timestamptz } from './columns.js';
import { games } from './games.js';
import { gameSeries } from './series.js';
import { belongsToUser } from './users.js';

/**
 * A player's place as a regular of a series (decision 74): asked for (`pending`), held (`active`),
 * or given up (`left`, `removed`). `consented_at` is when they agreed, in plain words, to be booked
 * and charged for each date; `notices_muted` stops the series' notices without leaving it.
 */
export const seriesRegulars = pgTable(
  'series_regulars',
  {
    seriesId: requiredRef('series_id', () => gameSeries.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    status: text('status').$type<SeriesRegularStatus>().notNull(),
    consentedAt: timestamptz('consented_at').notNull(),
    /** When the place became active (approved or auto-accepted): misses count from here. */
    activeSince: timestamptz('active_since'),
    removal: text('removal').$type<SeriesRegularRemoval>(),
    noticesMuted: boolean('notices_muted').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.userId] }),
    index('series_regulars_user_idx').on(table.userId),
    check('series_regulars_status_valid', sql`${table.status} in ('pending', 'active', 'left', 'removed')`),
    check(
      'series_regulars_removal_valid',
      sql`${table.removal} is null or ${table.removal} in ('organizer', 'misses')`,
    ),
  ],
);

/**
 * What became of a regular on one date of the series: "not this week" (said before or after
 * publication), sat out after a missed game, booked, held for a top-up, left out by the selection
 * (`reason`: why), or refused by the booking rules (`reason`: the error code). One row per regular and date.
 */
export const seriesRegularDates = pgTable(
  'series_regular_dates',
  {
    seriesId: requiredRef('series_id', () => gameSeries.id, { onDelete: 'cascade' }),
    userId: belongsToUser(),
    date: calendarDay('date').notNull(),
    state: text('state').$type<SeriesRegularDateState>().notNull(),
    reason: text('reason'),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.userId, table.date] }),
    index('series_regular_dates_user_idx').on(table.userId, table.date),
    check(
      'series_regular_dates_state_valid',
      sql`${table.state} in ('not_this_week', 'missed_last', 'booked', 'held', 'left_out', 'refused')`,
    ),
  ],
);

export type SeriesRegularRow = typeof seriesRegulars.$inferSelect;
export type SeriesRegularDateRow = typeof seriesRegularDates.$inferSelect;
