import { z } from 'zod';
import {
  ANNOUNCEMENT_URGENT_WITHIN_MS,
  CONVERSATION_KINDS,
  CONVERSATION_MESSAGE_KINDS,
  CONVERSATION_ROLES,
  MESSAGE_MAX_LENGTH,
  SYSTEM_LINE_KEYS,
} from '../domain/conversations.js';
import { contract, strictContract } from './contract.js';
import { instantSchema } from './dates.js';
import { itemListSchema } from './pagination.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/** A message's text: trimmed, 1 to MESSAGE_MAX_LENGTH characters, plain text. */
const messageBody = userText({ min: 1, max: MESSAGE_MAX_LENGTH }, 'conversation_message_length');

/** `POST /games/{id}/conversation/messages`: a message, maybe a reply to another of the same conversation. */
export const postMessageSchema = strictContract('PostConversationMessage', {
  body: messageBody,
  reply_to_id: z.uuid().nullish(),
});
export type PostMessageInput = z.infer<typeof postMessageSchema>;

/**
 * `POST /conversations/{id}/announcements`: an announcement of the organizer (a game's) or of a
 * captain or vice-captain (a team's, a team match's), pinned and told to everyone in it.
 */
export const postAnnouncementSchema = strictContract('PostAnnouncement', {
  body: messageBody,
  time_or_place_change: z
    .boolean()
    .default(false)
    .describe(
      `It tells a change of time or place: urgent (through quiet hours) within ${ANNOUNCEMENT_URGENT_WITHIN_MS / 3_600_000} hours of kick-off`,
    ),
});
export type PostAnnouncementInput = z.input<typeof postAnnouncementSchema>;

/** `PATCH /conversations/{id}/messages/{message_id}`: the new text of my own message. */
export const editMessageSchema = strictContract('EditConversationMessage', { body: messageBody });
export type EditMessageInput = z.infer<typeof editMessageSchema>;

export const conversationParamsSchema = z.object({ id: z.uuid() });
export const conversationMessageParamsSchema = z.object({ id: z.uuid(), message_id: z.uuid() });

/** `GET /games/{id}/conversation/messages?before=…`: the page before a message (older ones). */
export const conversationMessagesQuerySchema = z.object({
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ConversationMessagesQuery = z.infer<typeof conversationMessagesQuerySchema>;

/** The message a reply answers, shortened. */
export const repliedMessageSchema = z.object({
  id: z.uuid(),
  author: playerIdentitySchema.nullable(),
  body: z.string().describe('Empty when it was deleted'),
  deleted: z.boolean(),
});

/** How many of the others have read past an announcement, for its author. */
export const announcementSeenSchema = z.object({
  seen_by: z.number().int().min(0),
  of: z.number().int().min(0),
});

/** A game moved: its automatic announcement's new and previous time and venue. */
export const announcedGameChangeSchema = z.object({
  starts_at: instantSchema,
  previous_starts_at: instantSchema.nullable(),
  venue: z.string(),
  previous_venue: z.string().nullable(),
});
export type AnnouncedGameChange = z.infer<typeof announcedGameChangeSchema>;

/** What an announcement carries beside its text. */
export const announcementSchema = contract('Announcement', {
  time_or_place_change: z.boolean(),
  seen: announcementSeenSchema
    .nullable()
    .describe(
      'For its author (an automatic one: for whoever may announce): read past it by how many of the others',
    ),
  game_change: announcedGameChangeSchema
    .nullable()
    .describe("The automatic announcement of a game's new time or venue"),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** One line of a conversation. `body` is plain text: never render it as HTML. */
export const conversationMessageSchema = contract('ConversationMessage', {
  id: z.uuid(),
  conversation_id: z.uuid(),
  kind: z.enum(CONVERSATION_MESSAGE_KINDS),
  author: playerIdentitySchema.nullable().describe('Null for a system line'),
  author_role: z
    .enum(CONVERSATION_ROLES)
    .nullable()
    .describe('What the author is in the game (or their team) now'),
  author_team: z.string().nullable().describe("In a team match's chat: the author's team"),
  body: z.string().describe('Empty for a system line and once deleted'),
  reply_to: repliedMessageSchema.nullable(),
  system_key: z.enum(SYSTEM_LINE_KEYS).nullable(),
  announcement: announcementSchema.nullable().describe('Set for an announcement'),
  /** The player a system line is about (a place freed or taken). */
  subject: playerIdentitySchema.nullable(),
  created_at: instantSchema,
  edited_at: instantSchema.nullable(),
  deleted: z.boolean(),
  hidden: z.boolean().describe('Deleted by an admin on a report: shown as hidden by a moderator'),
  mine: z.boolean(),
  editable_until: instantSchema.nullable().describe('Mine and not deleted: until when I may edit it'),
  can_delete: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** What I am in a conversation and what I may do there. */
export const conversationStateSchema = contract('ConversationState', {
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  subject_id: z.uuid(),
  my_role: z.enum(CONVERSATION_ROLES),
  read_only: z.boolean(),
  read_only_after: instantSchema.nullable(),
  muted: z.boolean(),
  unread_count: z.number().int().min(0),
  may_announce: z.boolean().describe('Whether I may post an announcement here'),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

/**
 * `GET /games/{id}/conversation/messages` (and a team's, a team match's): the conversation, its
 * pinned announcement (the latest) and a page of its messages, oldest first.
 */
export const conversationPageSchema = contract('ConversationPage', {
  conversation: conversationStateSchema,
  pinned: conversationMessageSchema.nullable().describe('The latest announcement, pinned at the top'),
  messages: z.array(conversationMessageSchema),
  has_older: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `GET /games/{id}/conversation` (a team's, a team match's): what anyone may know of the conversation. */
export const conversationSummarySchema = contract('ConversationSummary', {
  message_count: z.number().int().min(0),
  member: z.boolean().describe('Whether I may read and write it'),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** One of my conversations in the Messages list. */
export const conversationListItemSchema = contract('ConversationListItem', {
  id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  subject_id: z.uuid(),
  title: z.string(),
  starts_at: instantSchema.nullable(),
  last_message: conversationMessageSchema.nullable(),
  unread_count: z.number().int().min(0),
  muted: z.boolean(),
  read_only: z.boolean(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const conversationListSchema = itemListSchema(conversationListItemSchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

/** `GET /conversations/unread`: my unread messages over every conversation I did not mute. */
export const conversationUnreadSchema = contract('ConversationUnread', {
  unread_count: z.number().int().min(0),
});
export type ConversationUnread = z.infer<typeof conversationUnreadSchema>;

/** `POST /conversations/{id}/read`: I read up to this message. */
export const markConversationReadSchema = strictContract('MarkConversationRead', { message_id: z.uuid() });
export type MarkConversationReadInput = z.infer<typeof markConversationReadSchema>;

/** `PUT /conversations/{id}/mute`: mute or unmute it. */
export const muteConversationSchema = strictContract('MuteConversation', { muted: z.boolean() });
export type MuteConversationInput = z.infer<typeof muteConversationSchema>;

/**
 * `event: conversation_message` on the live stream (`GET /notifications/events`): something changed
 * in one of my conversations; the client reads it again.
 */
export const conversationStreamEventSchema = z.object({
  conversation_id: z.uuid(),
  kind: z.enum(CONVERSATION_KINDS),
  subject_id: z.uuid(),
  message_id: z.uuid(),
  change: z.enum(['created', 'edited', 'deleted']),
});
export type ConversationStreamEvent = z.infer<typeof conversationStreamEventSchema>;
export const CONVERSATION_STREAM_EVENT = 'conversation_message';
