import { type Occurrence, kickOffOn, occurrencesBetween, runsOn } from '@oyna/schedule';
import { TEAM_SLOT_LIMITS } from '@oyna/shared';
import type { TeamSlotRow } from '../../db/schema.js';
// The same schedule model as a weekly game's (decision 80).
import { scheduleOf } from '../series/series-schedule.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far ahead the next dates are looked for: a slot may start months from now. */
const LOOK_AHEAD_DAYS = 400;

export type SlotScheduleFields = Pick<
  TeamSlotRow,
  'timeZone' | 'weekdays' | 'kickOffTime' | 'everyWeeks' | 'startDate' | 'endDate'
>;

/** The kick-off of `date` when it is a date of the slot's schedule; null otherwise. */
export function slotKickOff(slot: SlotScheduleFields, date: string): Date | null {
  const schedule = scheduleOf(slot);
  return runsOn(schedule, date) ? kickOffOn(schedule, date) : null;
}

/**
 * The slot's next dates: those not yet over (a date being played is still shown, closed to
 * answers), earliest first, at most `count`.
 */
export function nextSlotDates(
  slot: SlotScheduleFields & Pick<TeamSlotRow, 'durationMinutes'>,
  now: Date,
  count: number = TEAM_SLOT_LIMITS.datesShown,
): Occurrence[] {
  const from = new Date(now.getTime() - slot.durationMinutes * MINUTE_MS);
  const to = new Date(now.getTime() + LOOK_AHEAD_DAYS * DAY_MS);
  return occurrencesBetween(scheduleOf(slot), from, to).slice(0, count);
}

/** The slot's dates kicking off from `from` (inclusive) to `to` (exclusive). */
export function slotDatesBetween(slot: SlotScheduleFields, from: Date, to: Date): Occurrence[] {
  return occurrencesBetween(scheduleOf(slot), from, to);
}
