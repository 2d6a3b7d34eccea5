import type { IsoWeekday, WeeklySchedule } from '@oyna/schedule';
import type { GameSeriesRow } from '../../db/schema.js';

/**
 * A series' (or a team's weekly slot's) schedule as `@oyna/schedule` reads it, with the dates the
 * organizer skipped.
 */
export function scheduleOf(
  series: Pick<
    GameSeriesRow,
    'timeZone' | 'weekdays' | 'kickOffTime' | 'everyWeeks' | 'startDate' | 'endDate'
  >,
  skippedDates: readonly string[] = [],
): WeeklySchedule {
  return {
    timeZone: series.timeZone,
    weekdays: series.weekdays as IsoWeekday[],
    time: series.kickOffTime,
    everyWeeks: series.everyWeeks === 2 ? 2 : 1,
    startDate: series.startDate,
    endDate: series.endDate,
    skippedDates,
  };
}
