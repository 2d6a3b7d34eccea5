import { z } from 'zod';

/**
 * The years a date sent to the API may fall in. PostgreSQL refuses year 0 and JavaScript writes
 * years past 9999 in a form ISO schemas refuse: a bound keeps every date a user sends storable,
 * searchable and answerable, long before the rules of each field (a game within a year, an age).
 */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

/** How the API's documentation describes an instant. */
const INSTANT_DESCRIPTION = 'ISO 8601 instant (stored in UTC, shown in Asia/Baku)';

const yearOf = (value: string) => Number(value.slice(0, 4));
const inRange = (value: string) => yearOf(value) >= DATE_YEARS.min && yearOf(value) <= DATE_YEARS.max;

/** `YYYY-MM-DD` of a day in Baku, for a filter: a real date between DATE_YEARS. */
export const queryDaySchema = z.iso.date('date_invalid').refine(inRange, 'date_invalid');

/** An ISO 8601 instant with its offset, between DATE_YEARS (stored in UTC, shown in Asia/Baku). */
export const inputInstantSchema = z.iso
  .datetime({ offset: true, error: 'date_invalid' })
  .refine(inRange, 'date_invalid')
  .describe(INSTANT_DESCRIPTION);

/** An instant the API answers: ISO 8601 with its offset. */
export const instantSchema = z.iso.datetime({ offset: true });
/** The same, with the description the API's documentation shows beside a game's times. */
export const bakuInstantSchema = instantSchema.describe(INSTANT_DESCRIPTION);
