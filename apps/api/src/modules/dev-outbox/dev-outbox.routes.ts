import { devOutboxListSchema, devOutboxMessageSchema, paginationQuerySchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { assertFromThisMachine } from '../../lib/from-this-machine.js';
import { openRoute } from '../../lib/signed-in-route.js';
import { devOutboxEnabled } from './dev-outbox-enabled.js';
import { getOutboxMessage, listOutbox } from './list-outbox.js';

/**
 * The development outbox (docs/decisions/0050-development-outbox.md): the messages this server
 * would have sent on channels it is not set up for. Registered only while the outbox is on, so in
 * production these paths do not exist (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicRoute = openRoute({ tags: ['development'] });
  if (!devOutboxEnabled(app.config)) return;
  // Only this machine reads the outbox; anyone on it can, password reset links included (decision 50).
  app.addHook('onRequest', async (request) => assertFromThisMachine(request));

  app.get(
    '/dev/outbox',
    publicRoute({
      summary: 'Development only: the messages kept instead of sent, newest first',
      description:
        'Emails, SMS, Telegram and push messages for channels this server is not set up for. ' +
        'Exists only while the development outbox is on (never in production), for requests from this machine.',
      querystring: paginationQuerySchema,
      response: { 200: devOutboxListSchema, ...errorResponsesFor(400, 404) },
    }),
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/dev/outbox/:id',
    publicRoute({
      summary: 'Development only: one kept message, its text and an email’s HTML',
      params: z.object({ id: z.uuid() }),
      response: { 200: devOutboxMessageSchema, ...errorResponsesFor(400, 404) },
    }),
    async (request) => getOutboxMessage(app.db, request.params.id),
  );
};
