import type { Db } from '../../db/database.js';
import { scanHoldsExpiring } from './scan-holds-expiring.js';
import { scanReminders } from './scan-reminders.js';
import { scanVotesClosing } from './scan-votes-closing.js';

/** What one round of the clock wrote, per kind. */
export interface ClockTally {
  game_reminder_day: number;
  game_reminder_hours: number;
  organizer_reminder: number;
  hold_expiring: number;
  vote_closing: number;
}

/**
 * One round of the notifications that come from the clock rather than a request: reminders before
 * kick-off, holds running out, votes closing (other modules' clock jobs run beside it:
 * `notification-hooks.ts`). Each scan is one statement and idempotent (dedupe
 * keys), so rounds may overlap between processes and repeat freely.
 */
export async function runNotificationClock(db: Db, now: Date = new Date()): Promise<ClockTally> {
  return {
    game_reminder_day: await scanReminders(db, 'game_reminder_day', now),
    game_reminder_hours: await scanReminders(db, 'game_reminder_hours', now),
    organizer_reminder: await scanReminders(db, 'organizer_reminder', now),
    hold_expiring: await scanHoldsExpiring(db, now),
    vote_closing: await scanVotesClosing(db, now),
  };
}
