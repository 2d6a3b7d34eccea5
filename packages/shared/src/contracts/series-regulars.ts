import { z } from 'zod';
import { contract, strictContract } from './contract.js';
import {
  LEFT_OUT_REASONS,
  SERIES_REGULAR_DATE_STATES,
  SERIES_REGULAR_DEFAULTS,
  SERIES_REGULAR_LIMITS,
  SERIES_REGULAR_REMOVALS,
  SERIES_REGULAR_STATUSES,
} from '../domain/series-regulars.js';
import { SERIES_DATE_STATES, SERIES_STATUSES } from '../domain/series.js';
import { bakuInstantSchema as instant, queryDaySchema } from './dates.js';
import { gameTermFields, gameVenueSchema } from './games.js';
import { playerIdentitySchema } from './users.js';

/*
 * Regulars of a weekly game (decision 74): a player booked and charged for each date until they
 * leave or say "not this week"; the organizer approves, caps and removes them.
 */

/** A whole number within one of the regulars' limits, both ends refused with the same message. */
function wholeNumberIn(range: { min: number; max: number }, message: string) {
  return z.number().int().min(range.min, message).max(range.max, message);
}
const regularsCap = wholeNumberIn(SERIES_REGULAR_LIMITS.regularsCap, 'series_regulars_cap_range');
const skipDeadlineHours = wholeNumberIn(
  SERIES_REGULAR_LIMITS.skipDeadlineHours,
  'series_skip_deadline_range',
);
const missesAllowed = wholeNumberIn(SERIES_REGULAR_LIMITS.missesAllowed, 'series_misses_allowed_range');
const regularPlaces = wholeNumberIn({ min: 0, max: 50 }, 'series_regular_places_range');

/**
 * The regulars' fields of a new series, spread into `createSeriesSchema`: places kept for regulars
 * (the rest open to everyone), how many may be regulars (null: as many as the places), approval or
 * auto-accept, the "not this week" deadline, and the misses after which a regular loses the place.
 */
export const seriesRegularCreateFields = {
  regular_places: regularPlaces.default(SERIES_REGULAR_DEFAULTS.regularPlaces),
  regulars_cap: regularsCap.nullable().default(null),
  regulars_auto_accept: z.boolean().default(SERIES_REGULAR_DEFAULTS.autoAccept),
  skip_deadline_hours: skipDeadlineHours.default(SERIES_REGULAR_DEFAULTS.skipDeadlineHours),
  misses_allowed: missesAllowed.default(SERIES_REGULAR_DEFAULTS.missesAllowed),
};

/** The organizer changes the regulars' settings of a series; a field left out stays as it is. */
export const seriesRegularSettingsSchema = strictContract('SeriesRegularSettings', {
  regular_places: regularPlaces.optional(),
  regulars_cap: regularsCap.optional(),
  regulars_auto_accept: z.boolean().optional(),
  skip_deadline_hours: skipDeadlineHours.optional(),
  misses_allowed: missesAllowed.optional(),
});
export type SeriesRegularSettingsRequest = z.infer<typeof seriesRegularSettingsSchema>;

const settingsSchema = z.object({
  regular_places: z.number().int(),
  regulars_cap: z.number().int(),
  regulars_auto_accept: z.boolean(),
  skip_deadline_hours: z.number().int(),
  misses_allowed: z.number().int(),
});

/** A player asks to be a regular: `consent` is their yes to being booked and charged for each date. */
export const joinSeriesAsRegularSchema = strictContract('JoinSeriesAsRegular', {
  consent: z.literal(true, 'series_regular_consent_required'),
});

/** A regular stops or resumes the series' notices without leaving it. */
export const myRegularPlaceChangeSchema = strictContract('MyRegularPlaceChange', {
  notices_muted: z.boolean(),
});

export const seriesRegularParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

/** The viewer's own place as a regular: its status, notices, and games missed without a word. */
export const myRegularPlaceSchema = contract('MyRegularPlace', {
  status: z.enum(SERIES_REGULAR_STATUSES),
  removal: z.enum(SERIES_REGULAR_REMOVALS).nullable(),
  notices_muted: z.boolean(),
  misses: z.number().int(),
});
export type MyRegularPlace = z.infer<typeof myRegularPlaceSchema>;

/** The viewer's state on one date; `reason` says why they were left out or refused. */
const myDateStateSchema = z.object({
  state: z.enum(SERIES_REGULAR_DATE_STATES),
  reason: z
    .string()
    .nullable()
    .describe(`Left out: ${LEFT_OUT_REASONS.join(', ')}; refused: an error code`),
});

/** A coming date on the player's page: when, its game once published, and the "not this week" deadline. */
export const seriesPageDateSchema = z.object({
  date: queryDaySchema,
  starts_at: instant,
  state: z.enum(SERIES_DATE_STATES),
  game_id: z.uuid().nullable(),
  not_this_week_until: instant,
  mine: myDateStateSchema.nullable(),
});
export type SeriesPageDate = z.infer<typeof seriesPageDateSchema>;

/** A past date: its game's score (side A first) once recorded, and how many came of those booked. */
export const seriesHistoryEntrySchema = z.object({
  date: queryDaySchema,
  starts_at: instant,
  game_id: z.uuid().nullable(),
  scores: z.array(z.number().int()).nullable(),
  players: z.number().int(),
  attended: z.number().int(),
  no_shows: z.number().int(),
});

/** A weekly game as a signed-in player sees it. */
export const seriesPageSchema = contract('SeriesPage', {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  venue: gameVenueSchema,
  ...gameTermFields,
  weekdays: z.array(z.number().int()),
  kick_off_time: z.string(),
  every_weeks: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(SERIES_STATUSES),
  ...settingsSchema.shape,
  regulars: z.array(playerIdentitySchema),
  is_organizer: z.boolean(),
  me: myRegularPlaceSchema.nullable(),
  upcoming: z.array(seriesPageDateSchema),
  history: z.array(seriesHistoryEntrySchema),
});
export type SeriesPage = z.infer<typeof seriesPageSchema>;

/** One regular (or one asking) as the organizer sees them. */
export const seriesRegularEntrySchema = z.object({
  player: playerIdentitySchema,
  status: z.enum(SERIES_REGULAR_STATUSES),
  removal: z.enum(SERIES_REGULAR_REMOVALS).nullable(),
  misses: z.number().int(),
  asked_at: instant,
});
export type SeriesRegularEntry = z.infer<typeof seriesRegularEntrySchema>;

/**
 * The organizer's view of a series' regulars: the settings, the active ones, the requests, and the
 * players removed or refused (by the organizer, or after too many misses), whom the organizer may
 * take back: a player removed by the organizer cannot ask again by themselves.
 */
export const seriesRegularsSchema = contract('SeriesRegulars', {
  ...settingsSchema.shape,
  capacity: z.number().int(),
  active: z.array(seriesRegularEntrySchema),
  pending: z.array(seriesRegularEntrySchema),
  removed: z.array(seriesRegularEntrySchema),
});
export type SeriesRegulars = z.infer<typeof seriesRegularsSchema>;

/** A weekly game the player is a regular of (or asked to be), with their next date. */
export const myWeeklyGameSchema = z.object({
  series_id: z.uuid(),
  title: z.string(),
  venue_name: z.string(),
  status: z.enum(SERIES_REGULAR_STATUSES),
  next: z
    .object({
      date: queryDaySchema,
      starts_at: instant,
      game_id: z.uuid().nullable(),
      not_this_week_until: instant,
      mine: myDateStateSchema.nullable(),
    })
    .nullable(),
});
export type MyWeeklyGame = z.infer<typeof myWeeklyGameSchema>;

export const myWeeklyGamesSchema = contract('MyWeeklyGames', { items: z.array(myWeeklyGameSchema) });
export type MyWeeklyGames = z.infer<typeof myWeeklyGamesSchema>;
