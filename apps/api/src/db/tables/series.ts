// The domain file alone: drizzle-kit loads this table without the whole shared package.
import {
  SERIES_DATE_STATES,
  SERIES_STATUSES,
  type SeriesDateState,
  type SeriesStatus,
} from '@oyna/shared/domain/series';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendarDay, requiredRef, timestamps, timestamptz, timestamptzNow, uuidId } from './columns.js';
import { gameTermColumns, games } from './games.js';
import { users } from './users.js';
import { sqlList, weeklyScheduleChecks, weeklyScheduleColumns } from './weekly-schedule.js';
import { atVenue } from './venues.js';

/**
 * What a stored date row may be: every date state but `scheduled` (a date with no row yet), and
 * `moved`, a date not yet published that the organizer moved to another kick-off (`moved_to`), which
 * the pages show as still to be published, at its new time.
 */
export type StoredSeriesDateState = Exclude<SeriesDateState, 'scheduled'> | 'moved';
const STORED_DATE_STATES: readonly StoredSeriesDateState[] = [
  ...SERIES_DATE_STATES.filter((state) => state !== 'scheduled'),
  'moved',
];

/**
 * A weekly game (decision 73): what each of its games will be (the same fields as a game) and its
 * schedule, kept as wall-clock values in an IANA zone (`@oyna/schedule` turns them into kick-offs).
 * Each date becomes an ordinary game when it comes within `publish_days_ahead` of kick-off.
 */
export const gameSeries = pgTable(
  'game_series',
  {
    id: uuidId(),
    organizerId: requiredRef('organizer_id', () => users.id),
    venueId: atVenue(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...gameTermColumns(),
    guestsAllowed: boolean('guests_allowed').notNull().default(true),
    videoCoverage: boolean('video_coverage').notNull().default(false),
    ...weeklyScheduleColumns(),
    publishDaysAhead: smallint('publish_days_ahead').notNull().default(7),
    /** Regulars (decision 74): places of each game kept for them, the rest open to everyone. */
    regularPlaces: smallint('regular_places').notNull().default(0),
    /** How many players may be regulars at once (more than `regular_places` take turns). */
    regularsCap: smallint('regulars_cap').notNull().default(0),
    /** A request to be a regular is accepted at once, without the organizer's approval. */
    regularsAutoAccept: boolean('regulars_auto_accept').notNull().default(false),
    /** A regular says "not this week" up to this many hours before kick-off. */
    skipDeadlineHours: smallint('skip_deadline_hours').notNull().default(24),
    /** Games missed without a word (no-shows) after which a regular loses the place. */
    missesAllowed: smallint('misses_allowed').notNull().default(2),
    status: text('status').$type<SeriesStatus>().notNull().default('active'),
    ...timestamps,
  },
  (table) => [
    index('game_series_organizer_idx').on(table.organizerId),
    index('game_series_active_idx')
      .on(table.startDate)
      .where(sql`${table.status} = 'active'`),
    check('game_series_status_valid', sql`${table.status} in (${sqlList(SERIES_STATUSES)})`),
    check('game_series_format_valid', sql`${table.format} in ('5x5', '6x6', '7x7', '8x8', '9x9', '11x11')`),
    check('game_series_kind_valid', sql`${table.kind} in ('regular', 'premium', 'tournament')`),
    check('game_series_capacity_range', sql`${table.capacity} between 2 and 50`),
    check('game_series_price_not_negative', sql`${table.priceQepik} >= 0`),
    check('game_series_duration_range', sql`${table.durationMinutes} between 30 and 240`),
    ...weeklyScheduleChecks('game_series', table),
    check('game_series_publish_days_range', sql`${table.publishDaysAhead} between 1 and 28`),
    check(
      'game_series_regular_places_range',
      sql`${table.regularPlaces} between 0 and ${table.capacity} and ${table.regularsCap} between 0 and 100`,
    ),
    check('game_series_skip_deadline_range', sql`${table.skipDeadlineHours} between 0 and 168`),
    check('game_series_misses_allowed_range', sql`${table.missesAllowed} between 1 and 10`),
  ],
);

/**
 * What became of one date of a series: `published` (its game is `game_id`), `skipped` by the
 * organizer (a holiday), `refused` at publication (`problem`: the error code, e.g. no free pitch),
 * which the organizer is told of, or `moved` before publication (decision 79). The primary key (and
 * for a moved date, its move from `moved` to `published`) is what makes publication happen once per
 * date, whichever process gets there first.
 */
export const gameSeriesDates = pgTable(
  'game_series_dates',
  {
    seriesId: requiredRef('series_id', () => gameSeries.id, { onDelete: 'cascade' }),
    date: calendarDay('date').notNull(),
    state: text('state').$type<StoredSeriesDateState>().notNull(),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    problem: text('problem'),
    /** The kick-off of a `moved` date (its game's, once published, is the game's own). */
    movedTo: timestamptz('moved_to'),
    createdAt: timestamptzNow('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.seriesId, table.date] }),
    uniqueIndex('game_series_dates_game_unique').on(table.gameId),
    check('game_series_dates_state_valid', sql`${table.state} in (${sqlList(STORED_DATE_STATES)})`),
    check('game_series_dates_moved_has_time', sql`${table.state} <> 'moved' or ${table.movedTo} is not null`),
  ],
);

export type GameSeriesRow = typeof gameSeries.$inferSelect;
export type NewGameSeriesRow = typeof gameSeries.$inferInsert;
