/*
 * Game alerts and watchers (docs/decisions/0076-game-alerts.md): a saved search that tells a player
 * about a game they can book now, and a watch on a full game that offers a freed place in waves.
 */

/** How a player hears an alert: `instant` (grouped per window) or one `digest` a day at their hour. */
export const ALERT_DELIVERIES = ['instant', 'digest'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

/** An alert runs (`active`) or rests (`paused`). */
export const ALERT_STATUSES = ['active', 'paused'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Who paused it: the player, the one-click unsubscribe of an email, or the product after weeks ignored. */
export const ALERT_PAUSE_REASONS = ['player', 'unsubscribed', 'ignored'] as const;
export type AlertPauseReason = (typeof ALERT_PAUSE_REASONS)[number];

/** Saved searches per player. */
export const MAX_ALERTS_PER_PLAYER = 10;
/** At most this many games are told to one player by alerts in one Baku day, all their alerts together. */
export const ALERT_DAILY_CAP = 6;
/** Instant alerts of one player are grouped into at most one message per window of this many minutes. */
export const ALERT_WINDOW_MINUTES = 30;
/** A message lists at most this many games (the rest wait for the next message). */
export const ALERT_GAMES_PER_MESSAGE = 3;
/** An alert whose messages nobody opened for this many weeks pauses itself and tells the player. */
export const ALERT_IGNORED_WEEKS = 3;
/** The digest's hour (Baku time) unless the player chooses another. */
export const ALERT_DEFAULT_DIGEST_HOUR = 19;

/** Watchers told at once when a place of a full game frees and no one waits for it. */
export const WATCH_WAVE_SIZE = 3;
/** The next wave is told when no one of the last took the place in this many minutes. */
export const WATCH_WAVE_MINUTES = 5;
/** The place held for the watcher who tapped first, before it goes to the next wave. */
export const WATCH_HOLD_MINUTES = 5;

/** The narrowing fields of an alert: at least one must be set, so an alert is never "every game". */
export interface AlertNarrowing {
  districts: readonly string[];
  weekdays: readonly number[];
  time_from: string | null;
  time_to: string | null;
  format: string | null;
  max_price: number | null;
  venue_id: number | null;
}

export function alertIsNarrowed(alert: AlertNarrowing): boolean {
  return (
    alert.districts.length > 0 ||
    alert.weekdays.length > 0 ||
    alert.time_from !== null ||
    alert.time_to !== null ||
    alert.format !== null ||
    alert.max_price !== null ||
    alert.venue_id !== null
  );
}

/** `HH:MM` as minutes of the day. */
export function clockMinutes(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}
