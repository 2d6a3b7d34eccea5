import { Temporal } from 'temporal-polyfill';

/** A day of the week as ISO 8601 numbers it: 1 Monday to 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** How often a series runs: every week, or every other week counted from the week it starts. */
export type EveryWeeks = 1 | 2;

/**
 * A weekly rhythm as people say it: "Tuesdays and Thursdays at 20:00, Baku time, from 1 December".
 * The time and the dates are wall-clock values in `timeZone`, never instants: an occurrence's
 * kick-off is worked out in that zone for its own date, so it stays at 20:00 across a change of
 * summer time and whatever the server's own zone is.
 */
export interface WeeklySchedule {
  /** The IANA zone the time and dates are in (`Asia/Baku` for Oyna's venues). */
  timeZone: string;
  /** The days of the week it runs on. */
  weekdays: readonly IsoWeekday[];
  /** The kick-off, `HH:MM` on the wall clock of `timeZone`. */
  time: string;
  everyWeeks: EveryWeeks;
  /** The first date it may run on, `YYYY-MM-DD`; every other week counts from this date's week. */
  startDate: string;
  /** The last date it may run on, inclusive; null while it runs on. */
  endDate: string | null;
  /** Dates taken out (a holiday): nothing runs on them. */
  skippedDates?: readonly string[];
}

/** One date of a schedule and its kick-off as an instant. */
export interface Occurrence {
  /** The date on the wall clock of the schedule's zone, `YYYY-MM-DD`. */
  date: string;
  startsAt: Date;
}

/** A schedule that cannot be read: an unknown zone, a time or date that is not one. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

function plainDate(value: string, field: string): Temporal.PlainDate {
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    throw new ScheduleError(`${field} is not a date: ${value}`);
  }
}

function plainTime(value: string): Temporal.PlainTime {
  if (!/^\d{2}:\d{2}$/.test(value)) throw new ScheduleError(`time is not HH:MM: ${value}`);
  try {
    return Temporal.PlainTime.from(value, { overflow: 'reject' });
  } catch {
    throw new ScheduleError(`time is not HH:MM: ${value}`);
  }
}

/** Whether `timeZone` is a zone this runtime knows (an IANA name such as `Asia/Baku`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

function knownZone(timeZone: string): string {
  if (!isKnownTimeZone(timeZone)) throw new ScheduleError(`unknown time zone: ${timeZone}`);
  return timeZone;
}

/** A schedule read once: its dates and time as Temporal values. */
interface ReadSchedule {
  timeZone: string;
  time: Temporal.PlainTime;
  weekdays: ReadonlySet<number>;
  everyWeeks: number;
  start: Temporal.PlainDate;
  startMonday: Temporal.PlainDate;
  end: Temporal.PlainDate | null;
  skipped: ReadonlySet<string>;
}

function readSchedule(schedule: WeeklySchedule): ReadSchedule {
  const start = plainDate(schedule.startDate, 'startDate');
  return {
    timeZone: knownZone(schedule.timeZone),
    time: plainTime(schedule.time),
    weekdays: new Set(schedule.weekdays),
    everyWeeks: schedule.everyWeeks,
    start,
    startMonday: mondayOf(start),
    end: schedule.endDate ? plainDate(schedule.endDate, 'endDate') : null,
    skipped: new Set(schedule.skippedDates ?? []),
  };
}

function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}

function runsOnDay(schedule: ReadSchedule, day: Temporal.PlainDate): boolean {
  if (Temporal.PlainDate.compare(day, schedule.start) < 0) return false;
  if (schedule.end && Temporal.PlainDate.compare(day, schedule.end) > 0) return false;
  if (!schedule.weekdays.has(day.dayOfWeek)) return false;
  const weeks = schedule.startMonday.until(mondayOf(day), { largestUnit: 'days' }).days / 7;
  return weeks % schedule.everyWeeks === 0 && !schedule.skipped.has(day.toString());
}

function kickOff(timeZone: string, time: Temporal.PlainTime, day: Temporal.PlainDate): Date {
  return new Date(day.toZonedDateTime({ timeZone, plainTime: time }).epochMilliseconds);
}

/** The kick-off of `date` at the schedule's time in its zone (a time skipped by a clock change moves on). */
export function kickOffOn(schedule: Pick<WeeklySchedule, 'timeZone' | 'time'>, date: string): Date {
  return kickOff(knownZone(schedule.timeZone), plainTime(schedule.time), plainDate(date, 'date'));
}

/** The date on the wall clock of `timeZone` at `instant`, `YYYY-MM-DD`. */
export function dateIn(timeZone: string, instant: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();
}

/** Whether the schedule runs on `date` (its weekday, its every-other week, within its dates, not skipped). */
export function runsOn(schedule: WeeklySchedule, date: string): boolean {
  return runsOnDay(readSchedule(schedule), plainDate(date, 'date'));
}

/**
 * The occurrences whose kick-off is at or after `from` and before `to`, earliest first. Dates are
 * walked in the schedule's zone, so the answer is the same on a server in any zone.
 */
export function occurrencesBetween(schedule: WeeklySchedule, from: Date, to: Date): Occurrence[] {
  const read = readSchedule(schedule);
  if (to.getTime() <= from.getTime()) return [];
  // A day either side: a kick-off late on one date may fall on the next one in UTC, and back.
  let day = plainDate(dateIn(read.timeZone, from), 'from').subtract({ days: 1 });
  const last = plainDate(dateIn(read.timeZone, to), 'to').add({ days: 1 });
  if (Temporal.PlainDate.compare(day, read.start) < 0) day = read.start;
  if (read.end && Temporal.PlainDate.compare(last, read.end) > 0) return walk(read, day, read.end, from, to);
  return walk(read, day, last, from, to);
}

function walk(
  schedule: ReadSchedule,
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
  from: Date,
  to: Date,
): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    if (!runsOnDay(schedule, day)) continue;
    const startsAt = kickOff(schedule.timeZone, schedule.time, day);
    if (startsAt.getTime() >= from.getTime() && startsAt.getTime() < to.getTime())
      occurrences.push({ date: day.toString(), startsAt });
  }
  return occurrences;
}
