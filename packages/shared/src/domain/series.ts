/** A weekly game runs (`active`), rests until resumed (`paused`), or has ended for good (`ended`). */
export const SERIES_STATUSES = ['active', 'paused', 'ended'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** How many days before kick-off a series' game is published: 7 unless the organizer says otherwise. */
export const SERIES_PUBLISH_DAYS = { min: 1, max: 28, default: 7 } as const;

/** Every week, or every other week counted from the week the series starts. */
export const SERIES_EVERY_WEEKS = [1, 2] as const;

/** The zone a series' time and dates are in unless another is given (the venues are in Baku). */
export const SERIES_DEFAULT_TIME_ZONE = 'Asia/Baku';

/** What became of one date of a series; `scheduled` is a date still to be published. */
export const SERIES_DATE_STATES = ['scheduled', 'published', 'skipped', 'refused'] as const;
export type SeriesDateState = (typeof SERIES_DATE_STATES)[number];
