import { DAY_MS } from './baku-time.js';

/**
 * Conversations (docs/decisions/0089-conversations.md, 0093-team-chat-and-announcements.md): what a
 * conversation is about, and the rules of its messages and announcements, used by the API and the web alike.
 */
export const CONVERSATION_KINDS = ['game', 'team', 'team_match', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** A player's text, a system line, or an announcement (pinned, delivered as a notification). */
export const CONVERSATION_MESSAGE_KINDS = ['text', 'system', 'announcement'] as const;
export type ConversationMessageKind = (typeof CONVERSATION_MESSAGE_KINDS)[number];

/** What a system line tells; the web writes each in the reader's language from its payload. */
export const SYSTEM_LINE_KEYS = [
  'place_freed',
  'place_taken',
  'sides_published',
  'result_recorded',
  'game_changed',
  'game_cancelled',
] as const;
export type SystemLineKey = (typeof SYSTEM_LINE_KEYS)[number];

/**
 * Who a member of a conversation is there: in a game's, what the booking makes them (the waitlist is
 * marked as such); in a team's or a team match's, their role in their team.
 */
export const CONVERSATION_ROLES = [
  'player',
  'waitlisted',
  'organizer',
  'referee',
  'admin',
  'captain',
  'vice_captain',
  'member',
] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** Who may post an announcement: a game's organizer, a team's captain and vice-captains, and admins. */
export const ANNOUNCER_ROLES: readonly ConversationRole[] = ['organizer', 'captain', 'vice_captain', 'admin'];

export function mayAnnounce(role: ConversationRole): boolean {
  return ANNOUNCER_ROLES.includes(role);
}

/** Who may delete anyone's message in a conversation: those who announce there. */
export const mayModerate = mayAnnounce;

/**
 * An announcement of a change of time or place goes through quiet hours when the kick-off (the
 * game's or the team match's) is this close; every other announcement waits for the morning.
 */
export const ANNOUNCEMENT_URGENT_WITHIN_MS = 3 * 3_600_000;

/** Whether an announcement is urgent by rule: a change of time or place within the next 3 hours. */
export function announcementIsUrgent(input: {
  timeOrPlaceChange: boolean;
  startsAt: Date | null;
  now: Date;
}): boolean {
  if (!input.timeOrPlaceChange || !input.startsAt) return false;
  return input.startsAt.getTime() - input.now.getTime() <= ANNOUNCEMENT_URGENT_WITHIN_MS;
}

/** A message's text, after trimming: 1 to this many characters (emoji count as they are typed). */
export const MESSAGE_MAX_LENGTH = 1000;
/** A player edits their own message for this long after sending it. */
export const MESSAGE_EDIT_WINDOW_MS = 5 * 60_000;
/** A game's conversation turns read only this long after the game's end. */
export const GAME_CONVERSATION_READ_ONLY_AFTER_MS = DAY_MS;
/**
 * A game's (or a team match's) conversation is deleted this many days after it was played, a team's
 * this many days after the team was deleted.
 */
export const GAME_CONVERSATION_RETENTION_DAYS = 180;
/** Messages one player may post to one conversation: a burst... */
export const MESSAGE_BURST_LIMIT = { max: 5, windowMs: 10_000 } as const;
/** ...and a sustained rate. */
export const MESSAGE_SUSTAINED_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/** When a game's conversation turns read only: 24 hours after its end. */
export function gameConversationReadOnlyAfter(game: { startsAt: Date; durationMinutes: number }): Date {
  return new Date(
    game.startsAt.getTime() + game.durationMinutes * 60_000 + GAME_CONVERSATION_READ_ONLY_AFTER_MS,
  );
}

/** Whether its author may still edit a message sent at `createdAt`. */
export function mayEditMessage(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= MESSAGE_EDIT_WINDOW_MS;
}

/** Until when a message sent at `createdAt` may be edited. */
export function messageEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + MESSAGE_EDIT_WINDOW_MS);
}
