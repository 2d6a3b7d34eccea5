import type { ClockJob } from '../notifications/notification-hooks.js';
import { remindDueSlotDates } from './remind-slot-dates.js';

/**
 * Members without an answer are reminded 48 hours before each date of their team's weekly slot,
 * once per date (decision 80). Under NODE_ENV=test only a round a test runs with its own `now`
 * reminds, never the background timer.
 */
const reminder: ClockJob = {
  name: 'team_slot_reminder',
  async run(db, at, { chosenNow, environment }) {
    if (!chosenNow && environment === 'test') return 0;
    return remindDueSlotDates(db, { now: at });
  },
};

/** The weekly slots' work on the notification clock. */
export const teamSlotClockJobs: readonly ClockJob[] = [reminder];
