import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, smallint, text } from 'drizzle-orm/pg-core';
import { calendarDay } from './columns.js';

/** `'a', 'b'`: a list of values for a check constraint. */
export function sqlList(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/**
 * A weekly schedule's columns, shared by a weekly game (decision 73) and a team's weekly slot
 * (decision 80): wall-clock values in an IANA zone, which `@oyna/schedule` turns into kick-offs.
 */
export const weeklyScheduleColumns = () => ({
  timeZone: text('time_zone').notNull().default('Asia/Baku'),
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  weekdays: smallint('weekdays').array().notNull(),
  /** `HH:MM` on the wall clock of `time_zone`. */
  kickOffTime: text('kick_off_time').notNull(),
  everyWeeks: smallint('every_weeks').notNull().default(1),
  startDate: calendarDay('start_date').notNull(),
  /** The last date it may run on, inclusive; a schedule ends by a date, never by a count. */
  endDate: calendarDay('end_date'),
});

/** The checks of a weekly schedule's columns, named after the table (`<table>_weekdays_valid`...). */
export function weeklyScheduleChecks(
  tableName: string,
  table: {
    weekdays: AnyPgColumn;
    kickOffTime: AnyPgColumn;
    everyWeeks: AnyPgColumn;
    startDate: AnyPgColumn;
    endDate: AnyPgColumn;
  },
) {
  const named = (name: string, condition: SQL) => check(`${tableName}_${name}`, condition);
  return [
    named(
      'weekdays_valid',
      sql`cardinality(${table.weekdays}) between 1 and 7 and ${table.weekdays} <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]`,
    ),
    named('kick_off_time_valid', sql`${table.kickOffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    named('every_weeks_valid', sql`${table.everyWeeks} in (1, 2)`),
    named('dates_in_order', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
  ];
}
