/*
 * Regulars of a weekly game (decision 74): players booked and charged for each date of a series
 * until they leave or say "not this week".
 */

/** Asking (`pending`), a regular (`active`), or no longer one: left, or removed by the organizer or after misses. */
export const SERIES_REGULAR_STATUSES = ['pending', 'active', 'left', 'removed'] as const;
export type SeriesRegularStatus = (typeof SERIES_REGULAR_STATUSES)[number];

/** Why a regular place was taken away: by the organizer, or after too many games missed without a word. */
export const SERIES_REGULAR_REMOVALS = ['organizer', 'misses'] as const;
export type SeriesRegularRemoval = (typeof SERIES_REGULAR_REMOVALS)[number];

/**
 * What became of a regular on one date: said "not this week" (`not_this_week`), sat out by default
 * after missing the last game (`missed_last`), booked and paid (`booked`), held for a top-up (`held`),
 * left out by the selection (`left_out`, with a reason), or not bookable by the booking rules (`refused`).
 */
export const SERIES_REGULAR_DATE_STATES = [
  'not_this_week',
  'missed_last',
  'booked',
  'held',
  'left_out',
  'refused',
] as const;
export type SeriesRegularDateState = (typeof SERIES_REGULAR_DATE_STATES)[number];

/**
 * Why a regular was left out of a date when more wanted it than there were regular places: the first
 * rule that put the last one chosen before them (decision 74).
 */
export const LEFT_OUT_REASONS = ['others_sat_out', 'lower_attendance', 'more_games_lately', 'draw'] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** The settings of regulars a series starts with unless the organizer says otherwise. */
export const SERIES_REGULAR_DEFAULTS = {
  regularPlaces: 0,
  autoAccept: false,
  skipDeadlineHours: 24,
  missesAllowed: 2,
} as const;

/** The bounds of the settings (`game_series` checks). */
export const SERIES_REGULAR_LIMITS = {
  regularsCap: { min: 0, max: 100 },
  skipDeadlineHours: { min: 0, max: 168 },
  missesAllowed: { min: 1, max: 10 },
} as const;

/** How many past dates of the series count for attendance in the selection. */
export const SELECTION_ATTENDANCE_DATES = 8;
/** How many days back "games lately" counts the games a regular played anywhere. */
export const SELECTION_RECENT_DAYS = 14;

/** The last moment a regular may say "not this week" for a game kicking off at `startsAt`. */
export function notThisWeekDeadline(startsAt: Date, skipDeadlineHours: number): Date {
  return new Date(startsAt.getTime() - skipDeadlineHours * 3_600_000);
}
