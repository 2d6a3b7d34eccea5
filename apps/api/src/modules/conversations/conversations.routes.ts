import {
  conversationListSchema,
  conversationMessageParamsSchema,
  conversationMessageSchema,
  conversationMessagesQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  conversationUnreadSchema,
  editMessageSchema,
  gameIdParamsSchema,
  markConversationReadSchema,
  muteConversationSchema,
  postMessageSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { tellMembers } from './conversation-events.js';
import { requireConversationMember } from './conversation-members.js';
import { markRead, setMuted } from './conversation-reads.js';
import { conversationSummary } from './conversation-summary.js';
import { deleteMessage, editMessage } from './change-message.js';
import { countMyUnread, listMyConversations } from './list-my-conversations.js';
import type { MessageLimits } from './message-limits.js';
import { postMessage } from './post-message.js';
import { readGameConversation } from './read-conversation.js';

/**
 * Conversations (docs/decisions/0089-conversations.md): a game's chat, changing, reading and muting
 * any conversation's messages (a team's too, decision 93), my conversations, unread counts.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{ limits: MessageLimits }> = async (
  app,
  { limits },
) => {
  const memberRoute = signedIn(app, { tags: ['conversations'] });
  const publicRoute = openRoute({ tags: ['conversations'] });

  app.get(
    '/games/:id/conversation',
    {
      preHandler: app.identify,
      ...publicRoute({
        summary: "Whether a game's conversation has messages and whether I am in it (anyone may ask)",
        params: gameIdParamsSchema,
        response: { 200: conversationSummarySchema, ...errorResponsesFor(400, 401, 404) },
      }),
    },
    async (request) =>
      conversationSummary(app.db, { actor: request.user, kind: 'game', subjectId: request.params.id }),
  );

  app.get(
    '/games/:id/conversation/messages',
    memberRoute({
      summary: "A game's conversation for its members: a page of messages, oldest first",
      params: gameIdParamsSchema,
      querystring: conversationMessagesQuerySchema,
      response: { 200: conversationPageSchema, ...errorResponsesFor(400, 401, 403, 404) },
    }),
    async (request) =>
      readGameConversation(app.db, {
        actor: authenticatedUser(request),
        gameId: request.params.id,
        query: request.query,
      }),
  );

  app.post(
    '/games/:id/conversation/messages',
    memberRoute({
      summary: "Post to a game's conversation (plain text, maybe a reply)",
      description:
        'Members only; read only a day after the game. Limited per player and conversation: a burst and a sustained rate (429 with Retry-After).',
      params: gameIdParamsSchema,
      body: postMessageSchema,
      response: { 201: conversationMessageSchema, ...errorResponsesFor(400, 401, 403, 404, 409, 429) },
    }),
    async (request, reply) => {
      const { message, subject } = await postMessage(app.db, {
        actor: authenticatedUser(request),
        kind: 'game',
        subjectId: request.params.id,
        message: request.body,
        limits,
      });
      await tellMembers(app, subject, {
        conversation_id: message.conversation_id,
        message_id: message.id,
        change: 'created',
      });
      return reply.status(201).send(message);
    },
  );

  app.patch(
    '/conversations/:id/messages/:message_id',
    memberRoute({
      summary: 'Edit my own message, within 5 minutes of sending it',
      params: conversationMessageParamsSchema,
      body: editMessageSchema,
      response: { 200: conversationMessageSchema, ...errorResponsesFor(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { message, subject } = await editMessage(app.db, {
        actor: authenticatedUser(request),
        conversationId: request.params.id,
        messageId: request.params.message_id,
        body: request.body.body,
      });
      await tellMembers(app, subject, {
        conversation_id: request.params.id,
        message_id: message.id,
        change: 'edited',
      });
      return message;
    },
  );

  app.delete(
    '/conversations/:id/messages/:message_id',
    memberRoute({
      summary:
        'Delete a message: my own, or any where I announce (a game I organize, a team I captain; admins: any)',
      params: conversationMessageParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...errorResponsesFor(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const target = await deleteMessage(app.db, {
        actor: authenticatedUser(request),
        conversationId: request.params.id,
        messageId: request.params.message_id,
      });
      await tellMembers(app, target.subject, {
        conversation_id: request.params.id,
        message_id: request.params.message_id,
        change: 'deleted',
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/conversations/:id/read',
    memberRoute({
      summary: 'I read a conversation up to this message',
      params: conversationParamsSchema,
      body: markConversationReadSchema,
      response: { 204: z.null().describe('Marked'), ...errorResponsesFor(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const actor = authenticatedUser(request);
      await requireConversationMember(app.db, actor, request.params.id);
      await markRead(app.db, {
        userId: actor.id,
        conversationId: request.params.id,
        messageId: request.body.message_id,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/conversations/:id/mute',
    memberRoute({
      summary: 'Mute or unmute a conversation: a muted one stays out of my unread total',
      params: conversationParamsSchema,
      body: muteConversationSchema,
      response: { 204: z.null().describe('Saved'), ...errorResponsesFor(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const actor = authenticatedUser(request);
      await requireConversationMember(app.db, actor, request.params.id);
      await setMuted(app.db, {
        userId: actor.id,
        conversationId: request.params.id,
        muted: request.body.muted,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/conversations',
    memberRoute({
      summary: 'My conversations with a message, the latest first, with unread counts',
      response: { 200: conversationListSchema, ...errorResponsesFor(401) },
    }),
    async (request) => listMyConversations(app.db, { actor: authenticatedUser(request) }),
  );

  app.get(
    '/conversations/unread',
    memberRoute({
      summary: 'My unread messages over every conversation I did not mute',
      response: { 200: conversationUnreadSchema, ...errorResponsesFor(401) },
    }),
    async (request) => ({ unread_count: await countMyUnread(app.db, authenticatedUser(request).id) }),
  );
};
