import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertFromThisMachine } from '../../lib/from-this-machine.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { devOutboxEnabled } from './dev-outbox-enabled.js';
import { getOutboxMessage, listOutbox } from './list-outbox.js';

/**
 * The development outbox (docs/decisions/0050-development-outbox.md): the messages this server
 * would have sent on channels it is not set up for. Registered only while the outbox is on, so in
 * production these paths do not exist (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['development'] });
  if (!devOutboxEnabled(app.config)) return;
  // Only this machine reads the outbox; anyone on it can, password reset links included (decision 50).
  app.addHook('onRequest', async (request) => assertFromThisMachine(request));

  anyone.get('/dev/outbox', {
    summary: 'Development only: the messages kept instead of sent, newest first',
    description:
      'Emails, SMS, Telegram and push messages for channels this server is not set up for. ' +
      'Exists only while the development outbox is on (never in production), for requests from this machine.',
    querystring: contracts.paginationQuerySchema,
    response: ok(contracts.devOutboxListSchema, 400, 404),
    handler: async ({ query }) => listOutbox(app.db, query),
  });

  anyone.get('/dev/outbox/:id', {
    summary: 'Development only: one kept message, its text and an email’s HTML',
    params: z.object({ id: z.uuid() }),
    response: ok(contracts.devOutboxMessageSchema, 400, 404),
    handler: async ({ params }) => getOutboxMessage(app.db, params.id),
  });
};
