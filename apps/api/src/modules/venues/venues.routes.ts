import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVenueById } from './get-venue-by-id.js';
import { listVenues } from './list-venues.js';
import { venueAdminRoutes } from './venue-admin.routes.js';
import type { VenueHooks } from './venue-hooks.js';
import { answerFromCache, normalisedQuery, sendCachedJson } from '../../lib/response-cache.js';
import { openRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';

/** Venues change only by an admin's write, which invalidates them; the TTL is a backstop. */
const VENUE_CACHE = { topics: ['venues'] as const, ttlMs: 60_000 };
/** How long a browser or a shared cache may keep the directory. */
const VENUE_MAX_AGE_SECONDS = 10;

export const venuesRoutes: FastifyPluginAsyncZod<{ hooks: VenueHooks }> = async (app, { hooks }) => {
  const anyone = openRoutes(app, { tags: ['venues'] });
  await app.register(venueAdminRoutes, { hooks });

  anyone.get('/venues', {
    summary: 'Search the venue directory',
    querystring: contracts.venueListQuerySchema,
    response: ok(contracts.venueListResponseSchema, 400),
    handler: (request, reply) => {
      const { search, type, district, page, page_size } = request.query;
      return answerFromCache(
        app.responseCache,
        request,
        reply,
        {
          key: `venues|${normalisedQuery(request.query)}`,
          ...VENUE_CACHE,
          build: () => listVenues(app.db, { search, type, district, page, pageSize: page_size }),
        },
        { maxAgeSeconds: VENUE_MAX_AGE_SECONDS },
      );
    },
  });

  anyone.get('/venues/:id', {
    summary: 'One venue',
    params: contracts.venueIdParamsSchema,
    response: ok(contracts.venueSchema, 400, 404),
    handler: async (request, reply) => {
      const answer = await app.responseCache.json(`venue|${request.params.id}`, VENUE_CACHE, () =>
        getVenueById(app.db, { id: request.params.id }),
      );
      return sendCachedJson(request, reply, answer, { maxAgeSeconds: VENUE_MAX_AGE_SECONDS });
    },
  });
};
