import fastifyMultipart from '@fastify/multipart';
import {
  activateVenueSchema,
  adminVenueListQuerySchema,
  adminVenueListResponseSchema,
  adminVenueSchema,
  createVenueSchema,
  deactivateVenueResultSchema,
  deactivateVenueSchema,
  updateVenueSchema,
  venueIdParamsSchema,
  venuePhotoParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { signedInOnRequest } from '../../lib/signed-in-route.js';
import {
  PHOTO_UPLOADS_PER_MINUTE,
  PHOTO_UPLOAD_LIMITS,
  readPhotoUpload,
} from '../users/read-photo-upload.js';
import { getAdminVenue } from './admin-venue-response.js';
import { activateVenue, deactivateVenue } from './deactivate-venue.js';
import type { VenueHooks } from './venue-hooks.js';
import { listAdminVenues } from './list-admin-venues.js';
import { createVenue, updateVenue } from './save-venue.js';
import { addVenuePhoto, removeVenuePhoto } from './venue-photos.js';

/**
 * Admins manage the venue directory (decision 20); every change is in the audit log. Access is
 * checked on request, before a body is parsed or validated.
 */
export const venueAdminRoutes: FastifyPluginAsyncZod<{ hooks: VenueHooks }> = async (app, { hooks }) => {
  invalidateOnWrite(app, ['venues', 'games']);
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });
  const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [requireRole('admin')] });

  app.get(
    '/admin/venues',
    adminRoute({
      summary: 'Every venue, active or not, with its upcoming games (admins only)',
      querystring: adminVenueListQuerySchema,
      response: { 200: adminVenueListResponseSchema, ...errorResponses },
    }),
    async (request) => listAdminVenues(app.db, request.query),
  );

  app.post(
    '/admin/venues',
    adminRoute({
      summary: 'Add a venue: coordinates inside Baku, typed or picked on the map',
      body: createVenueSchema,
      response: { 201: adminVenueSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const venue = await createVenue(app.db, {
        actorId: authenticatedUser(request).id,
        venue: request.body,
      });
      return reply.status(201).send(venue);
    },
  );

  app.get(
    '/admin/venues/:id',
    adminRoute({
      summary: 'One venue with its state and upcoming games',
      params: venueIdParamsSchema,
      response: { 200: adminVenueSchema, ...errorResponses },
    }),
    async (request) => getAdminVenue(app.db, { venueId: request.params.id }),
  );

  app.patch(
    '/admin/venues/:id',
    adminRoute({
      summary: 'Change a venue: only the fields sent',
      params: venueIdParamsSchema,
      body: updateVenueSchema,
      response: { 200: adminVenueSchema, ...errorResponses },
    }),
    async (request) =>
      updateVenue(app.db, {
        actorId: authenticatedUser(request).id,
        venueId: request.params.id,
        changes: request.body,
      }),
  );

  app.post(
    '/admin/venues/:id/photos',
    {
      ...adminRoute({
        summary: 'Add a photo (multipart/form-data, one file): the profile photo’s checks, a 16:9 crop',
        consumes: ['multipart/form-data'],
        params: venueIdParamsSchema,
        response: {
          201: adminVenueSchema,
          413: errorResponses[400],
          415: errorResponses[400],
          ...errorResponses,
        },
      }),
      config: { rateLimit: { max: PHOTO_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const photo = await readPhotoUpload(app, request);
      const venue = await addVenuePhoto(app.db, {
        actorId: authenticatedUser(request).id,
        venueId: request.params.id,
        storage: app.fileStorage,
        photo,
      });
      return reply.status(201).send(venue);
    },
  );

  app.delete(
    '/admin/venues/:id/photos/:photoId',
    adminRoute({
      summary: 'Remove a photo',
      params: venuePhotoParamsSchema,
      response: { 200: adminVenueSchema, ...errorResponses },
    }),
    async (request) =>
      removeVenuePhoto(app.db, {
        actorId: authenticatedUser(request).id,
        venueId: request.params.id,
        photoId: request.params.photoId,
        storage: app.fileStorage,
        onCleanupError: (url, error) => request.log.warn({ url, err: error }, 'venue photo not removed'),
      }),
  );

  app.post(
    '/admin/venues/:id/deactivate',
    adminRoute({
      summary: 'Take a venue out of the directory; say what happens to its upcoming games',
      description:
        'With upcoming games and no `upcoming_games`, 409 `venue_has_upcoming_games`. `cancel` ' +
        'cancels each as its organizer would (everyone refunded once); `keep` leaves them on.',
      params: venueIdParamsSchema,
      body: deactivateVenueSchema,
      response: { 200: deactivateVenueResultSchema, ...errorResponses },
    }),
    async (request) => {
      const { result, cancelledGameIds } = await deactivateVenue(app.db, {
        actor: authenticatedUser(request),
        venueId: request.params.id,
        request: request.body,
        hooks,
      });
      app.gamePlaces.announce(cancelledGameIds);
      return result;
    },
  );

  app.post(
    '/admin/venues/:id/activate',
    adminRoute({
      summary: 'Put a deactivated venue back in the directory',
      params: venueIdParamsSchema,
      body: activateVenueSchema,
      response: { 200: adminVenueSchema, ...errorResponses },
    }),
    async (request) =>
      activateVenue(app.db, {
        actorId: authenticatedUser(request).id,
        venueId: request.params.id,
        reason: request.body.reason,
      }),
  );
};
