import { BAKU_OFFSET_MS, DAY_MS } from './baku-time.js';
import type { NotificationChannel } from './player-profile.js';

/** Kind groups, in the order the settings page shows them. */
export const NOTIFICATION_GROUPS = {
  bookings: [
    'booking_confirmed',
    'waitlist_promoted',
    'waitlist_place_held',
    'hold_expiring',
    'game_cancelled',
    'game_changed',
    'series_regular_booked',
    'series_regular_held',
    'series_regular_left_out',
    'series_regular_status',
    'game_alert',
    'game_alert_paused',
    'watched_place_free',
  ],
  reminders: [
    'game_reminder_day',
    'game_reminder_hours',
    'organizer_reminder',
    'referee_assigned',
    'series_date_refused',
  ],
  results: ['sides_published', 'result_recorded', 'vote_closing', 'rating_changed'],
  wallet: ['topup_credited', 'topup_failed'],
  teams: [
    'team_invitation_received',
    'team_invitation_accepted',
    'team_invitation_declined',
    'team_join_request',
    'team_match_challenge',
    'team_match_accepted',
    'team_match_result_to_confirm',
    'competition_fixtures_published',
    'competition_match_moved',
    'competition_result_to_confirm',
    'competition_team_outcome',
    'competition_match_tomorrow',
    'competition_draw_failed',
    'competition_cancelled',
    'competition_team_refused',
    'team_slot_reminder',
    'team_slot_changed',
    'team_slot_squad',
  ],
  /**
   * What is said in a game's or a team's chat: an announcement (decision 93), and new messages,
   * grouped: one notification per chat per quarter of an hour at most (decision 97).
   */
  messages: ['announcement', 'conversation_messages'],
  /** Oyna's answer to a player's support request (decision 96). */
  support: ['support_reply'],
} as const;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/**
 * What a player is told about (docs/decisions/0030-notifications.md), group by group. Each kind has
 * the channels it goes to by default and whether it is urgent (sent through quiet hours).
 */
export const NOTIFICATION_KINDS = [
  ...NOTIFICATION_GROUPS.bookings,
  ...NOTIFICATION_GROUPS.reminders,
  ...NOTIFICATION_GROUPS.results,
  ...NOTIFICATION_GROUPS.wallet,
  ...NOTIFICATION_GROUPS.teams,
  ...NOTIFICATION_GROUPS.messages,
  ...NOTIFICATION_GROUPS.support,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a notification can go: the in-app centre always, the rest as the player chooses. */
export const DELIVERY_CHANNELS = ['in_app', 'email', 'telegram', 'push', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
/** The channels a player turns on and off per kind (the in-app centre keeps everything). */
export type ChosenChannel = Exclude<DeliveryChannel, 'in_app'>;
export const CHOSEN_CHANNELS = [
  'email',
  'telegram',
  'push',
  'sms',
] as const satisfies readonly ChosenChannel[];

/** Sent through quiet hours: a place confirmed or held from the waitlist, a hold running out. */
export const URGENT_KINDS: readonly NotificationKind[] = [
  'waitlist_promoted',
  'waitlist_place_held',
  'hold_expiring',
];
/** Urgent when the game is this close: a cancellation or a change of time or place. */
export const URGENT_CHANGE_WITHIN_MS = DAY_MS;
/** SMS costs money and patience: only these kinds may go by SMS, and only with the player's consent. */
export const SMS_KINDS: readonly NotificationKind[] = [
  'waitlist_promoted',
  'waitlist_place_held',
  'game_cancelled',
  'game_changed',
];

/**
 * The channels each kind goes to when the player has not chosen: what matters before a game goes
 * everywhere they allowed at sign-up; news after it stays in the app and push. Narrowed by the
 * channels chosen at onboarding (step 6).
 */
const KIND_DEFAULT_CHANNELS: Record<NotificationKind, readonly ChosenChannel[]> = {
  // The player just booked on screen: a receipt by email and push, nothing louder.
  booking_confirmed: ['email', 'push'],
  waitlist_promoted: ['email', 'telegram', 'push', 'sms'],
  waitlist_place_held: ['email', 'telegram', 'push', 'sms'],
  hold_expiring: ['telegram', 'push'],
  game_cancelled: ['email', 'telegram', 'push', 'sms'],
  game_changed: ['email', 'telegram', 'push', 'sms'],
  // A regular's weekly game (decision 74): booked and charged, or a place held that needs a top-up.
  series_regular_booked: ['email', 'push'],
  series_regular_held: ['email', 'telegram', 'push'],
  series_regular_left_out: ['telegram', 'push'],
  series_regular_status: ['email', 'push'],
  // A saved search's games (decision 76): never by SMS; the email carries a one-click unsubscribe.
  game_alert: ['email', 'telegram', 'push'],
  game_alert_paused: ['email', 'push'],
  // A place of a watched game, held for the first to tap: the moment matters.
  watched_place_free: ['telegram', 'push'],
  game_reminder_day: ['email', 'telegram', 'push'],
  game_reminder_hours: ['telegram', 'push'],
  organizer_reminder: ['telegram', 'push'],
  referee_assigned: ['email', 'telegram', 'push'],
  // A weekly game's date the venue could not take: the organizer must act before the players look for it.
  series_date_refused: ['email', 'telegram', 'push'],
  sides_published: ['telegram', 'push'],
  result_recorded: ['push'],
  vote_closing: ['push'],
  rating_changed: [],
  topup_credited: ['email'],
  topup_failed: ['email', 'push'],
  team_invitation_received: ['email', 'telegram', 'push'],
  team_invitation_accepted: ['push'],
  team_invitation_declined: ['push'],
  team_join_request: ['telegram', 'push'],
  team_match_challenge: ['email', 'telegram', 'push'],
  team_match_accepted: ['telegram', 'push'],
  team_match_result_to_confirm: ['telegram', 'push'],
  competition_fixtures_published: ['email', 'telegram', 'push'],
  competition_match_moved: ['email', 'telegram', 'push'],
  competition_result_to_confirm: ['telegram', 'push'],
  competition_team_outcome: ['push'],
  competition_match_tomorrow: ['telegram', 'push'],
  competition_draw_failed: ['email', 'telegram', 'push'],
  competition_cancelled: ['email', 'telegram', 'push'],
  competition_team_refused: ['email', 'telegram', 'push'],
  // A team's weekly slot (decision 80): the reminder carries the answer buttons (Telegram, the centre).
  team_slot_reminder: ['telegram', 'push'],
  team_slot_changed: ['email', 'telegram', 'push'],
  team_slot_squad: ['telegram', 'push'],
  // The organizer's or a captain's word to everyone (decision 93): urgent only for a change of time or place within 3 hours.
  announcement: ['email', 'telegram', 'push'],
  // New messages in a chat, grouped (decision 97): chatter is not worth an email unless asked for.
  conversation_messages: ['telegram', 'push'],
  // Oyna answered the player's request (decision 96): they asked, so it goes where they read.
  support_reply: ['email', 'telegram', 'push'],
};

/** Kind → the chosen channels it goes to. */
export type NotificationMatrix = Record<NotificationKind, ChosenChannel[]>;

export function channelAllowedForKind(kind: NotificationKind, channel: ChosenChannel): boolean {
  return channel !== 'sms' || SMS_KINDS.includes(kind);
}

/** The matrix of a player who never opened the settings: the kinds' defaults within the onboarding channels. */
export function defaultNotificationMatrix(
  onboardingChannels: readonly NotificationChannel[],
): NotificationMatrix {
  const allowed = new Set<string>(onboardingChannels);
  const matrix = {} as NotificationMatrix;
  for (const kind of NOTIFICATION_KINDS) {
    matrix[kind] = KIND_DEFAULT_CHANNELS[kind].filter((channel) => allowed.has(channel));
  }
  return matrix;
}

/** A saved matrix over the defaults: kinds added since it was saved get their defaults. */
export function effectiveNotificationMatrix(
  saved: Partial<Record<string, readonly string[]>> | null,
  onboardingChannels: readonly NotificationChannel[],
): NotificationMatrix {
  const matrix = defaultNotificationMatrix(onboardingChannels);
  if (!saved) return matrix;
  for (const kind of NOTIFICATION_KINDS) {
    const chosen = saved[kind];
    if (!chosen) continue;
    matrix[kind] = CHOSEN_CHANNELS.filter(
      (channel) => chosen.includes(channel) && channelAllowedForKind(kind, channel),
    );
  }
  return matrix;
}

/** Quiet hours as Baku wall-clock minutes after midnight; the window may cross midnight. */
export interface QuietHours {
  enabled: boolean;
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM' */
  end: string;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: true, start: '23:00', end: '08:00' };
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When a non-urgent message may go: `now` outside quiet hours, otherwise the end of the window
 * (Baku time). An empty window (start equal to end) is no window.
 */
export function afterQuietHours(now: Date, quiet: QuietHours): Date {
  if (!quiet.enabled) return now;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return now;
  const bakuMs = now.getTime() + BAKU_OFFSET_MS;
  const minuteOfDay = Math.floor((bakuMs % DAY_MS) / 60_000);
  const inside =
    start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
  if (!inside) return now;
  const bakuMidnight = bakuMs - (bakuMs % DAY_MS);
  const endToday = bakuMidnight + end * 60_000;
  const endBaku = endToday > bakuMs ? endToday : endToday + DAY_MS;
  return new Date(endBaku - BAKU_OFFSET_MS);
}

/** Delivery attempts per channel before a message is given up (dead-lettered). */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** Wait before the next attempt: 30 s, 1 min, 2 min, 4 min, 8 min… at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** Reminders before kick-off: a day ahead, a couple of hours ahead, and the organizer an hour ahead. */
export const REMINDER_OFFSETS_MS = {
  game_reminder_day: DAY_MS,
  game_reminder_hours: 2 * 3_600_000,
  organizer_reminder: 3_600_000,
} as const;

/** SMS in Azerbaijani needs UCS-2: 70 characters fit one message. */
export const SMS_SEGMENT_CHARACTERS = 70;
