export {
  type EveryWeeks,
  type IsoWeekday,
  type Occurrence,
  type WeeklySchedule,
  ScheduleError,
  dateIn,
  isKnownTimeZone,
  kickOffOn,
  occurrencesBetween,
  runsOn,
} from './weekly-schedule.js';
