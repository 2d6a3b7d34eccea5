import { DAY_MS } from './baku-time.js';

/**
 * Conversations (docs/decisions/0089-conversations.md): what a conversation is about, and the rules of
 * its messages, used by the API and the web alike.
 */
export const CONVERSATION_KINDS = ['game', 'team', 'team_match', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_MESSAGE_KINDS = ['text', 'system'] as const;
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

/** Who a member of a game's conversation is there: the waitlist is marked as such. */
export const CONVERSATION_ROLES = ['player', 'waitlisted', 'organizer', 'referee', 'admin'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** A message's text, after trimming: 1 to this many characters (emoji count as they are typed). */
export const MESSAGE_MAX_LENGTH = 1000;
/** A player edits their own message for this long after sending it. */
export const MESSAGE_EDIT_WINDOW_MS = 5 * 60_000;
/** A game's conversation turns read only this long after the game's end. */
export const GAME_CONVERSATION_READ_ONLY_AFTER_MS = DAY_MS;
/** A game's conversation is deleted this many days after the game. */
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
