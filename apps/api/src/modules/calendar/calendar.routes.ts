import { calendarFeedLinkSchema, calendarFeedParamsSchema, calendarFeedStatusSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { calendarFeedStatus, feedOwner, makeCalendarFeed, revokeCalendarFeed } from './calendar-feeds.js';
import { feedEvents } from './feed-events.js';
import { FEED_READS_PER_MINUTE, sendFeed } from './feed-reply.js';

/** A player's personal calendar feed (docs/decisions/0078-calendar-feed.md). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const playerRoute = signedIn(app, { tags: ['calendar'] });
  const publicRoute = openRoute({ tags: ['calendar'] });

  app.get(
    '/users/me/calendar-feed',
    playerRoute({
      summary: 'Whether I have a calendar feed, and since when',
      response: { 200: calendarFeedStatusSchema, ...errorResponsesFor(401) },
    }),
    async (request) => calendarFeedStatus(app.db, authenticatedUser(request).id),
  );

  app.post(
    '/users/me/calendar-feed',
    playerRoute({
      summary: 'Make my calendar feed, or a new address for it (the old one stops working); shown once',
      response: { 201: calendarFeedLinkSchema, ...errorResponsesFor(401) },
    }),
    async (request, reply) => {
      const link = await makeCalendarFeed(app.db, {
        userId: authenticatedUser(request).id,
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/users/me/calendar-feed',
    playerRoute({
      summary: 'Revoke my calendar feed: its address stops working',
      response: { 204: z.null().describe('Revoked'), ...errorResponsesFor(401) },
    }),
    async (request, reply) => {
      await revokeCalendarFeed(app.db, authenticatedUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:token/oyna.ics',
    {
      ...publicRoute({
        summary: 'A calendar feed: the games its owner is booked in (Asia/Baku); 404 for any other address',
        params: calendarFeedParamsSchema,
        response: { 200: z.string(), ...errorResponsesFor(400, 404) },
      }),
      config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const userId = await feedOwner(app.db, request.params.token);
      if (!userId) throw notFound();
      const now = new Date();
      const events = await feedEvents(app.db, { userId, publicUrl: app.config.PUBLIC_URL, now });
      return sendFeed(reply, events, { now, name: 'Oyna' });
    },
  );
};
