/**
 * Safety in conversations (docs/decisions/0095-conversation-safety.md): reporting a message, the
 * admins' decision on it, slow mode and muting a player, used by the API and the web alike.
 */

/** Why a member reports a message: a short list, with an optional note. */
export const MESSAGE_REPORT_REASONS = ['insult', 'hate', 'spam', 'threat', 'other'] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

/** What an admin decides on a report: the message is hidden for everyone, or kept as it is. */
export const MESSAGE_REPORT_DECISIONS = ['hide', 'keep'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];

/** A report's note: up to this many characters. */
export const MESSAGE_REPORT_NOTE_MAX_LENGTH = 500;

/** How many messages before and after the reported one the moderator reads with it. */
export const MESSAGE_REPORT_CONTEXT = 3;

/** Slow mode: one message per player per this many seconds, one of these. */
export const SLOW_MODE_SECONDS = [10, 30, 60, 300] as const;
export type SlowModeSeconds = (typeof SLOW_MODE_SECONDS)[number];
