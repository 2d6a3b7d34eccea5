import {
  errorResponseSchema,
  venueIdParamsSchema,
  venueListQuerySchema,
  venueListResponseSchema,
  venueSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVenueById } from './get-venue-by-id.js';
import { listVenues } from './list-venues.js';
import { venueAdminRoutes } from './venue-admin.routes.js';

export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(venueAdminRoutes);

  app.get(
    '/venues',
    {
      schema: {
        tags: ['venues'],
        summary: 'Search the venue directory',
        querystring: venueListQuerySchema,
        response: { 200: venueListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { search, type, district, page, page_size } = request.query;
      return listVenues(app.db, { search, type, district, page, pageSize: page_size });
    },
  );

  app.get(
    '/venues/:id',
    {
      schema: {
        tags: ['venues'],
        summary: 'One venue',
        params: venueIdParamsSchema,
        response: { 200: venueSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getVenueById(app.db, { id: request.params.id }),
  );
};
