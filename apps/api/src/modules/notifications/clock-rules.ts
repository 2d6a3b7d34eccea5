import { REMINDER_OFFSETS_MS } from '@oyna/shared';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How often the clock looks for reminders, holds running out and votes closing. */
export const NOTIFICATION_CLOCK_INTERVAL_MS = 30_000;

export type ReminderKind = keyof typeof REMINDER_OFFSETS_MS;

/**
 * How late each reminder may still go after its moment (kick-off minus its offset): a clock that was
 * stopped, or a game moved closer, must not say "tomorrow" three hours before kick-off. The day
 * reminder may be up to 6 hours late, the two-hour one up to an hour, the organizer's until kick-off.
 */
export const REMINDER_LATEST_MS: Record<ReminderKind, number> = {
  game_reminder_day: 6 * HOUR_MS,
  game_reminder_hours: HOUR_MS,
  organizer_reminder: REMINDER_OFFSETS_MS.organizer_reminder,
};

/** A place held for a top-up is told it runs out when this much (or less) is left: once per hold. */
export const HOLD_EXPIRING_WITHIN_MS = 5 * MINUTE_MS;

/** Players who have not voted hear this long before the player-of-the-match vote closes. */
export const VOTE_CLOSING_BEFORE_MS = 2 * HOUR_MS;
