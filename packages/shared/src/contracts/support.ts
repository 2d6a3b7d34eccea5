import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../domain/conversations.js';
import { SUPPORT_CONTEXT_KINDS, SUPPORT_STATUSES, SUPPORT_TOPICS } from '../domain/support.js';
import { contract, strictContract } from './contract.js';
import { conversationMessageSchema } from './conversations.js';
import { instantSchema } from './dates.js';
import { manatAmount as manat } from './money.js';
import { itemListSchema } from './pagination.js';
import { userText } from './text.js';
import { playerIdentitySchema } from './users.js';

/* Help and support (docs/decisions/0096-support-requests.md). */

const supportBody = userText({ min: 1, max: MESSAGE_MAX_LENGTH }, 'conversation_message_length');

/** What a request is about, when written from a payment, a wallet transaction or a game. */
export const supportContextInputSchema = z.strictObject({
  kind: z.enum(SUPPORT_CONTEXT_KINDS),
  id: z.uuid(),
});
export type SupportContextInput = z.infer<typeof supportContextInputSchema>;

/** `POST /support/requests`: the topic, the first message and maybe what it is about. */
export const createSupportRequestSchema = strictContract('CreateSupportRequest', {
  topic: z.enum(SUPPORT_TOPICS),
  body: supportBody,
  context: supportContextInputSchema.nullish(),
});
export type CreateSupportRequestInput = z.input<typeof createSupportRequestSchema>;

/** `POST /support/requests/{id}/messages`: the player's next word, or an admin's answer. */
export const postSupportMessageSchema = strictContract('PostSupportMessage', { body: supportBody });
export type PostSupportMessageInput = z.infer<typeof postSupportMessageSchema>;

/** What the attached payment, transaction or game is, as its owner and the admins see it. */
export const supportContextSchema = contract('SupportContext', {
  kind: z.enum(SUPPORT_CONTEXT_KINDS),
  id: z.uuid(),
  found: z.boolean().describe('Whether it still exists (a game may have been deleted)'),
  title: z.string().nullable().describe("The game's title"),
  amount: manat('The payment or transaction, signed as in the wallet').nullable(),
  status: z
    .string()
    .nullable()
    .describe("The payment's status (pending, succeeded, failed, expired) or the transaction's kind"),
  at: instantSchema.nullable().describe('When the payment or transaction was made, when the game starts'),
});
export type SupportContext = z.infer<typeof supportContextSchema>;

/** A support request, as its player and the admins see it. */
export const supportRequestSchema = contract('SupportRequest', {
  id: z.uuid(),
  conversation_id: z.uuid(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_STATUSES),
  vip: z.boolean().describe("A gold or platinum player's request: answered first"),
  player: playerIdentitySchema,
  context: supportContextSchema.nullable(),
  preview: z.string().describe('The start of the latest message'),
  unread_count: z.number().int().min(0).describe("Oyna's answers I have not read (the player's own view)"),
  created_at: instantSchema,
  waiting_since: instantSchema.describe('Since when the player waits for an answer'),
  answered_at: instantSchema.nullable(),
  closed_at: instantSchema.nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestListSchema = itemListSchema(supportRequestSchema);
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;

/** `GET /support/requests/{id}`: the request and its conversation, oldest first. */
export const supportThreadSchema = contract('SupportThread', {
  request: supportRequestSchema,
  messages: z.array(conversationMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportRequestParamsSchema = z.object({ id: z.uuid() });

/** `GET /admin/support/requests`: the queue (open) or the others. */
export const supportQueueQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES).default('open'),
});
export type SupportQueueQuery = z.input<typeof supportQueueQuerySchema>;

/** `PUT /admin/support/requests/{id}/status`: an admin closes a request or opens it again. */
export const setSupportStatusSchema = strictContract('SetSupportStatus', {
  status: z.enum(['open', 'closed']),
});
export type SetSupportStatusInput = z.infer<typeof setSupportStatusSchema>;
