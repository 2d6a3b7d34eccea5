import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAttemptCounter } from '../../../lib/attempt-counter.js';
import { adminRoutes, signedInRoutes } from '../../../lib/route-kinds.js';
import { created, ok } from '../../../lib/route-responses.js';
import { tellMembers, tellPosted } from '../conversation-events.js';
import type { MessageLimits } from '../message-limits.js';
import { postSupportMessage } from './support-messages.js';
import { listSupportQueue, setSupportStatus } from './support-queue.js';
import { createSupportRequest, listMySupportRequests, readSupportThread } from './support-requests.js';

/**
 * Help and support (docs/decisions/0096-support-requests.md): a player's requests to Oyna, their
 * conversation with its answers, and the admins' queue. A request is its player's and the admins':
 * anyone else gets 404, and nothing is written.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ limits: MessageLimits }> = async (app, { limits }) => {
  const player = signedInRoutes(app, { tags: ['support'] });
  const admin = adminRoutes(app);
  const counter = createAttemptCounter(app.redis, 'oyna:support-requests:');

  player.post('/support/requests', {
    summary: 'Write to Oyna: a topic, the first message, maybe a payment, transaction or game',
    description:
      'The attachment must be mine (404 `support_context_not_found`). At most 5 new requests an hour ' +
      '(429 `support_request_limit` with Retry-After). A gold or platinum player’s request is VIP.',
    body: contracts.createSupportRequestSchema,
    response: created(contracts.supportRequestSchema, 400, 401, 404, 429),
    handler: async ({ user, body }) => {
      const { request, subject, firstMessageId } = await createSupportRequest(app.db, {
        actor: user,
        request: body,
        counter,
      });
      // The admins' queues and pages hear of it (the request's conversation reaches every admin).
      await tellMembers(app, subject, {
        conversation_id: request.conversation_id,
        message_id: firstMessageId,
        change: 'created',
      });
      return request;
    },
  });

  player.get('/support/requests', {
    summary: 'My support requests, the latest first',
    response: ok(contracts.supportRequestListSchema, 401),
    handler: async ({ user }) => listMySupportRequests(app.db, user),
  });

  player.get('/support/requests/:id', {
    summary: 'A support request and its conversation (its player and admins only)',
    params: contracts.supportRequestParamsSchema,
    response: ok(contracts.supportThreadSchema, 400, 401, 404),
    handler: async ({ user, params }) => readSupportThread(app.db, { actor: user, requestId: params.id }),
  });

  player.post('/support/requests/:id/messages', {
    summary: 'Write in a support request: the player’s next word, or an admin’s answer',
    description:
      'Its player and admins only (404 for anyone else). An admin’s message answers the request: it is ' +
      'audited and told to the player. Limited like every conversation (429 with Retry-After).',
    params: contracts.supportRequestParamsSchema,
    body: contracts.postSupportMessageSchema,
    response: created(contracts.conversationMessageSchema, 400, 401, 404, 429),
    handler: async ({ user, params, body }) => {
      const posted = await postSupportMessage(app.db, {
        actor: user,
        requestId: params.id,
        body: body.body,
        limits,
      });
      return tellPosted(app, posted);
    },
  });

  admin.get('/admin/support/requests', {
    summary: 'The support queue: open requests, VIP first, then the longest waiting (admins only)',
    querystring: contracts.supportQueueQuerySchema,
    response: ok(contracts.supportRequestListSchema),
    handler: async ({ user, query }) => listSupportQueue(app.db, { actor: user, query }),
  });

  admin.put('/admin/support/requests/:id/status', {
    summary: 'Close a support request, or open it again (admins only, audited)',
    params: contracts.supportRequestParamsSchema,
    body: contracts.setSupportStatusSchema,
    response: ok(contracts.supportRequestSchema, 404),
    handler: async ({ user, params, body }) =>
      setSupportStatus(app.db, { actor: user, requestId: params.id, status: body.status }),
  });
};
