import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { tellMembers, tellPosted } from './conversation-events.js';
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
  const member = signedInRoutes(app, { tags: ['conversations'] });
  const identifying = openRoutes(app, { tags: ['conversations'], identify: true });

  identifying.get('/games/:id/conversation', {
    summary: "Whether a game's conversation has messages and whether I am in it (anyone may ask)",
    params: contracts.gameIdParamsSchema,
    response: ok(contracts.conversationSummarySchema, 400, 401, 404),
    handler: async ({ user, params }) =>
      conversationSummary(app.db, { actor: user, kind: 'game', subjectId: params.id }),
  });

  member.get('/games/:id/conversation/messages', {
    summary: "A game's conversation for its members: a page of messages, oldest first",
    params: contracts.gameIdParamsSchema,
    querystring: contracts.conversationMessagesQuerySchema,
    response: ok(contracts.conversationPageSchema, 400, 401, 403, 404),
    handler: async ({ user, params, query }) =>
      readGameConversation(app.db, {
        actor: user,
        gameId: params.id,
        query,
      }),
  });

  member.post('/games/:id/conversation/messages', {
    summary: "Post to a game's conversation (plain text, maybe a reply)",
    description:
      'Members only; read only a day after the game. Limited per player and conversation: a burst and a sustained rate (429 with Retry-After).',
    params: contracts.gameIdParamsSchema,
    body: contracts.postMessageSchema,
    response: created(contracts.conversationMessageSchema, 400, 401, 403, 404, 409, 429),
    handler: async ({ user, params, body }) => {
      return tellPosted(
        app,
        await postMessage(app.db, {
          actor: user,
          kind: 'game',
          subjectId: params.id,
          message: body,
          limits,
        }),
      );
    },
  });

  member.patch('/conversations/:id/messages/:message_id', {
    summary: 'Edit my own message, within 5 minutes of sending it',
    params: contracts.conversationMessageParamsSchema,
    body: contracts.editMessageSchema,
    response: ok(contracts.conversationMessageSchema, 400, 401, 403, 404, 409),
    handler: async ({ user, params, body }) => {
      const { message, subject } = await editMessage(app.db, {
        actor: user,
        conversationId: params.id,
        messageId: params.message_id,
        body: body.body,
      });
      await tellMembers(app, subject, {
        conversation_id: params.id,
        message_id: message.id,
        change: 'edited',
      });
      return message;
    },
  });

  member.delete('/conversations/:id/messages/:message_id', {
    summary:
      'Delete a message: my own, or any where I announce (a game I organize, a team I captain; admins: any)',
    params: contracts.conversationMessageParamsSchema,
    response: noContent('Deleted', 400, 401, 403, 404),
    handler: async ({ user, params }) => {
      const target = await deleteMessage(app.db, {
        actor: user,
        conversationId: params.id,
        messageId: params.message_id,
      });
      await tellMembers(app, target.subject, {
        conversation_id: params.id,
        message_id: params.message_id,
        change: 'deleted',
      });
    },
  });

  member.post('/conversations/:id/read', {
    summary: 'I read a conversation up to this message',
    params: contracts.conversationParamsSchema,
    body: contracts.markConversationReadSchema,
    response: noContent('Marked', 400, 401, 403, 404),
    handler: async ({ user, params, body }) => {
      await requireConversationMember(app.db, user, params.id);
      await markRead(app.db, {
        userId: user.id,
        conversationId: params.id,
        messageId: body.message_id,
      });
    },
  });

  member.put('/conversations/:id/mute', {
    summary: 'Mute or unmute a conversation: a muted one stays out of my unread total',
    params: contracts.conversationParamsSchema,
    body: contracts.muteConversationSchema,
    response: noContent('Saved', 400, 401, 403, 404),
    handler: async ({ user, params, body }) => {
      await requireConversationMember(app.db, user, params.id);
      await setMuted(app.db, {
        userId: user.id,
        conversationId: params.id,
        muted: body.muted,
      });
    },
  });

  member.get('/conversations', {
    summary: 'My conversations with a message, the latest first, with unread counts',
    response: ok(contracts.conversationListSchema, 401),
    handler: async ({ user }) => listMyConversations(app.db, { actor: user }),
  });

  member.get('/conversations/unread', {
    summary: 'My unread messages over every conversation I did not mute',
    response: ok(contracts.conversationUnreadSchema, 401),
    handler: async ({ user }) => ({ unread_count: await countMyUnread(app.db, user.id) }),
  });
};
