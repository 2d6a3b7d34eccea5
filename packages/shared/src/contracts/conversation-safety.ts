import { z } from 'zod';
import { CONVERSATION_KINDS, CONVERSATION_MESSAGE_KINDS } from '../domain/conversations.js';
import {
  MESSAGE_REPORT_DECISIONS,
  MESSAGE_REPORT_NOTE_MAX_LENGTH,
  MESSAGE_REPORT_REASONS,
  SLOW_MODE_SECONDS,
} from '../domain/conversation-safety.js';
import { contract, strictContract } from './contract.js';
import { instantSchema } from './dates.js';
import { itemListSchema } from './pagination.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/** `POST /conversations/{id}/messages/{message_id}/reports`: why, and maybe a note. */
export const reportMessageSchema = strictContract('ReportConversationMessage', {
  reason: z.enum(MESSAGE_REPORT_REASONS),
  note: userText({ max: MESSAGE_REPORT_NOTE_MAX_LENGTH }, 'message_report_note_length').optional(),
});
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

export const messageReportCreatedSchema = contract('MessageReportCreated', { id: z.uuid() });

/** A line of a reported message's conversation, as the moderator reads it. */
export const reportContextLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONVERSATION_MESSAGE_KINDS),
  author: playerIdentitySchema.nullable(),
  body: z.string(),
  deleted: z.boolean(),
  reported: z.boolean().describe('The reported message itself'),
  created_at: instantSchema,
});
export type ReportContextLine = z.infer<typeof reportContextLineSchema>;

/** A report in the admins' queue: the message as reported, who reported it, why, and its context. */
export const messageReportSchema = contract('MessageReport', {
  id: z.uuid(),
  message_id: z.uuid(),
  conversation_id: z.uuid(),
  conversation_kind: z.enum(CONVERSATION_KINDS),
  subject_title: z.string().describe("The game's title, the team's name, or both teams' names"),
  author: playerIdentitySchema.nullable(),
  reporter: playerIdentitySchema.nullable(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  note: z.string().nullable(),
  reported_body: z.string().describe('The text as it was when reported'),
  context: z.array(reportContextLineSchema),
  created_at: instantSchema,
  decision: z.enum(MESSAGE_REPORT_DECISIONS).nullable(),
  decided_at: instantSchema.nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const messageReportListSchema = itemListSchema(messageReportSchema);
export type MessageReportList = z.infer<typeof messageReportListSchema>;

/** `GET /admin/conversation-reports`: the open ones (the queue) or the decided ones. */
export const messageReportQuerySchema = z.object({
  status: z.enum(['open', 'decided']).default('open'),
});
export type MessageReportQuery = z.input<typeof messageReportQuerySchema>;

export const messageReportParamsSchema = z.object({ id: z.uuid() });

/** `POST /admin/conversation-reports/{id}/decision`. */
export const decideMessageReportSchema = strictContract('DecideMessageReport', {
  decision: z.enum(MESSAGE_REPORT_DECISIONS),
});
export type DecideMessageReportInput = z.input<typeof decideMessageReportSchema>;

/** `PUT /conversations/{id}/slow-mode`: seconds between a player's messages, or null for off. */
export const slowModeSchema = strictContract('ConversationSlowMode', {
  seconds: z.literal(SLOW_MODE_SECONDS).nullable(),
});
export type SlowModeInput = z.input<typeof slowModeSchema>;

export const conversationMemberParamsSchema = z.object({ id: z.uuid(), user_id: z.uuid() });

/**
 * `GET /conversations/{id}/moderation`: the conversation's slow mode, whether I am muted there, and
 * (for its organizer, captains and admins) who is muted.
 */
export const conversationModerationSchema = contract('ConversationModeration', {
  slow_mode_seconds: z.literal(SLOW_MODE_SECONDS).nullable(),
  muted_me: z.boolean().describe('I was muted here: I read but cannot write'),
  may_moderate: z.boolean().describe('I may switch slow mode and mute players here'),
  muted: z.array(playerIdentitySchema).describe('Who is muted (empty unless I may moderate)'),
});
export type ConversationModeration = z.infer<typeof conversationModerationSchema>;
