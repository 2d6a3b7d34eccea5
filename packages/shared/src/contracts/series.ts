import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import { itemListSchema } from './pagination.js';
import { kickOffTimeSchema, weekdaysSchema, weeklyScheduleFields } from './weekly-schedule.js';
import { SERIES_DATE_STATES, SERIES_PUBLISH_DAYS, SERIES_STATUSES } from '../domain/series.js';
import { bakuInstantSchema as instant, inputInstantSchema, queryDaySchema } from './dates.js';
import { gameFields, updateGameSchema } from './game-input.js';
import { gameTermFields, gameVenueSchema } from './games.js';
import { manatSchema as manat } from './money.js';
import { seriesRegularCreateFields } from './series-regulars.js';

/*
 * Weekly games (decision 73): a series publishes each of its dates as an ordinary game. Its time and
 * dates are wall-clock values in its zone (Asia/Baku), never instants.
 */

/** A new weekly game: the fields of a game, its schedule, and how far ahead each date is published. */
export const createSeriesSchema = gameFields
  .omit({ starts_at: true, registration_opens_at: true })
  .extend({
    weekdays: weekdaysSchema,
    kick_off_time: kickOffTimeSchema,
    every_weeks: z.union([z.literal(1), z.literal(2)]).default(1),
    start_date: queryDaySchema,
    /** The last date it may run on, inclusive; null (the default) runs on until the organizer ends it. */
    end_date: queryDaySchema.nullable().default(null),
    publish_days_ahead: z
      .number()
      .int()
      .min(SERIES_PUBLISH_DAYS.min, 'series_publish_days_range')
      .max(SERIES_PUBLISH_DAYS.max, 'series_publish_days_range')
      .default(SERIES_PUBLISH_DAYS.default),
    ...seriesRegularCreateFields,
  })
  .meta({ id: 'CreateSeries' });
export type CreateSeriesRequest = z.input<typeof createSeriesSchema>;
export type CreateSeriesInput = z.output<typeof createSeriesSchema>;

/** One date of a series: to be published, published (its game), skipped, or refused (why). */
export const seriesDateSchema = contract('SeriesDate', {
  date: queryDaySchema,
  starts_at: instant,
  state: z.enum(SERIES_DATE_STATES),
  game_id: z.uuid().nullable(),
  /** The error code of a refused date (`venue_pitches_taken`, `venue_inactive`); null otherwise. */
  problem: z.string().nullable(),
  /** Moved by the organizer off the schedule's own kick-off (before or after it was published). */
  moved: z.boolean(),
  /** Manat a place costs: its game's price, or the one it will be published at (planned changes included). */
  price: manat,
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;

/**
 * A change of terms waiting for its date (decision 81): it applies when `from_date` is the next date
 * to publish, before that date is published. Only the terms it sets are present.
 */
export const seriesPlannedChangeSchema = contract('SeriesPlannedChange', {
  from_date: queryDaySchema,
  ...z.object(gameTermFields).partial().shape,
  title: z.string().optional(),
  description: z.string().optional(),
  /** The venue it moves to, when it does. */
  venue: gameVenueSchema.optional(),
  guests_allowed: z.boolean().optional(),
  weekdays: z.array(z.number().int()).optional(),
  kick_off_time: z.string().optional(),
});
export type SeriesPlannedChange = z.infer<typeof seriesPlannedChangeSchema>;

export const seriesSchema = contract('Series', {
  id: z.uuid(),
  organizer_id: z.uuid(),
  title: z.string(),
  description: z.string(),
  venue: gameVenueSchema,
  ...gameTermFields,
  guests_allowed: z.boolean(),
  ...weeklyScheduleFields,
  publish_days_ahead: z.number().int(),
  status: z.enum(SERIES_STATUSES),
  /** The dates from today on, for the next four weeks at least, with what became of each. */
  upcoming: z.array(seriesDateSchema),
  /** Changes from a date beyond the next one to publish, earliest first (decision 81). */
  planned_changes: z.array(seriesPlannedChangeSchema),
});
export type Series = z.infer<typeof seriesSchema>;

/** A series in its organizer's list: what it is, when it runs, and its state. */
export const seriesSummarySchema = seriesSchema
  .pick({
    id: true,
    title: true,
    venue: true,
    format: true,
    weekdays: true,
    kick_off_time: true,
    every_weeks: true,
    start_date: true,
    end_date: true,
    status: true,
  })
  .meta({ id: 'SeriesSummary' });
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** The organizer's weekly games, the running ones first. */
export const seriesListSchema = itemListSchema(seriesSummarySchema).meta({ id: 'SeriesList' });
export type SeriesList = z.infer<typeof seriesListSchema>;

export const seriesIdParamsSchema = z.object({ id: z.uuid() });

/** A date of a series, in the path: `/series/{id}/dates/{date}`. */
export const seriesDateParamsSchema = z.object({ id: z.uuid(), date: queryDaySchema });

/** Pause a series (nothing more is published until it resumes) or resume it. */
export const seriesStatusChangeSchema = strictContract('SeriesStatusChange', {
  status: z.enum(['active', 'paused']),
});

/** The terms a "this and the following" change may set, each optional: a planned change stores these. */
export const seriesTermFieldsSchema = updateGameSchema
  .omit({ starts_at: true, registration_opens_at: true })
  .extend({ weekdays: weekdaysSchema.optional(), kick_off_time: kickOffTimeSchema.optional() });

/**
 * "This and the following" (decision 79): the series' terms from `from_date` on; only the fields
 * sent change. Published games from that date are changed too; a new time or venue lets their
 * players leave without penalty. `from_date` is today or later, and no later than the series' end
 * date; one beyond the next date to publish is kept as a planned change until then (decision 81).
 */
export const seriesTermsChangeSchema = seriesTermFieldsSchema
  .extend({ from_date: queryDaySchema })
  .meta({ id: 'SeriesTermsChange' });
export type SeriesTermsChange = z.infer<typeof seriesTermsChangeSchema>;

/** A planned change in the path: `/series/{id}/planned-changes/{from_date}`. */
export const seriesPlannedChangeParamsSchema = z.object({ id: z.uuid(), from_date: queryDaySchema });

/** Move one published date to another kick-off; the date stays taken, its game changes. */
export const seriesDateMoveSchema = strictContract('SeriesDateMove', { starts_at: inputInstantSchema });
export type SeriesDateMove = z.infer<typeof seriesDateMoveSchema>;

/** One published date of a series as its organizer counts it. */
export const seriesOccurrenceStatsSchema = contract('SeriesOccurrenceStats', {
  date: queryDaySchema,
  game_id: z.uuid(),
  starts_at: instant,
  status: z.enum(['open', 'cancelled', 'completed']),
  capacity: z.number().int(),
  /** Places taken: confirmed players and their guests. */
  taken: z.number().int(),
  /** `taken / capacity`, 0 to 1. */
  fill_rate: z.number(),
  /** Players marked as having come; null until attendance is recorded. */
  attended: z.number().int().nullable(),
  /** How many of those who came are the series' regulars. */
  regulars_attended: z.number().int().nullable(),
  /** Manat paid for the game's places (wallet and cash marked paid), refunds deducted. */
  revenue: z.number(),
});
export type SeriesOccurrenceStats = z.infer<typeof seriesOccurrenceStatsSchema>;

/** A series in numbers: each published date, newest first, and the totals over them. */
export const seriesStatsSchema = contract('SeriesStats', {
  occurrences: z.array(seriesOccurrenceStatsSchema),
  /** The mean fill rate over the dates not cancelled; null with none. */
  fill_rate: z.number().nullable(),
  /** The share of attendance marks that are regulars who came; null with no marks. */
  regular_attendance: z.number().nullable(),
  revenue: z.number(),
  cancelled: z.number().int(),
  /** Cancelled dates over published dates; null with none published. */
  cancelled_rate: z.number().nullable(),
});
export type SeriesStats = z.infer<typeof seriesStatsSchema>;
