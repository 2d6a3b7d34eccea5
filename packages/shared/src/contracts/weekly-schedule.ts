import { z } from 'zod';
import { SERIES_DEFAULT_TIME_ZONE } from '../domain/series.js';

/*
 * The fields of a weekly schedule as a request writes them, shared by a weekly game (decision 73)
 * and a team's weekly slot (decision 80): wall-clock values in the schedule's zone (Asia/Baku).
 */

const weekdaySchema = z.number().int().min(1, 'series_weekdays_required').max(7, 'series_weekdays_required');

/** One or more ISO weekdays, each once. */
export const weekdaysSchema = z
  .array(weekdaySchema, { error: 'series_weekdays_required' })
  .min(1, 'series_weekdays_required')
  .max(7, 'series_weekdays_required')
  .refine((days) => new Set(days).size === days.length, 'series_weekdays_required')
  .describe('ISO weekdays: 1 Monday to 7 Sunday');

/** The kick-off on the wall clock. */
export const kickOffTimeSchema = z
  .string({ error: 'series_time_invalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'series_time_invalid')
  .describe('HH:MM on the wall clock of the schedule’s zone (Asia/Baku)');

/** A weekly schedule as an answer shows it: its days, time and zone, how often, and its dates. */
export const weeklyScheduleFields = {
  weekdays: z.array(z.number().int()),
  kick_off_time: z.string(),
  time_zone: z.string().describe(`IANA zone of the time and dates (${SERIES_DEFAULT_TIME_ZONE})`),
  every_weeks: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
};
