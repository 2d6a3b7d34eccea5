import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { calendarFeedStatus, feedOwner, makeCalendarFeed, revokeCalendarFeed } from './calendar-feeds.js';
import { feedEvents } from './feed-events.js';
import { FEED_READS_PER_MINUTE, sendFeed } from './feed-reply.js';

/** A player's personal calendar feed (docs/decisions/0078-calendar-feed.md). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const player = signedInRoutes(app, { tags: ['calendar'] });
  const anyone = openRoutes(app, { tags: ['calendar'] });

  player.get('/users/me/calendar-feed', {
    summary: 'Whether I have a calendar feed, and since when',
    response: ok(contracts.calendarFeedStatusSchema, 401),
    handler: async ({ user }) => calendarFeedStatus(app.db, user.id),
  });

  player.post('/users/me/calendar-feed', {
    summary: 'Make my calendar feed, or a new address for it (the old one stops working); shown once',
    response: created(contracts.calendarFeedLinkSchema, 401),
    handler: async ({ user }) =>
      makeCalendarFeed(app.db, {
        userId: user.id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  player.delete('/users/me/calendar-feed', {
    summary: 'Revoke my calendar feed: its address stops working',
    response: noContent('Revoked', 401),
    handler: async ({ user }) => revokeCalendarFeed(app.db, user.id),
  });

  anyone.get('/calendar/:token/oyna.ics', {
    summary: 'A calendar feed: the games its owner is booked in (Asia/Baku); 404 for any other address',
    params: contracts.calendarFeedParamsSchema,
    response: ok(z.string(), 400, 404),
    config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const userId = await feedOwner(app.db, request.params.token);
      if (!userId) throw notFound();
      const now = new Date();
      const events = await feedEvents(app.db, { userId, publicUrl: app.config.PUBLIC_URL, now });
      return sendFeed(reply, events, { now, name: 'Oyna' });
    },
  });
};
