import fastifyMultipart from '@fastify/multipart';
import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { adminRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
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
  const admin = adminRoutes(app);

  admin.get('/admin/venues', {
    summary: 'Every venue, active or not, with its upcoming games (admins only)',
    querystring: contracts.adminVenueListQuerySchema,
    response: ok(contracts.adminVenueListResponseSchema),
    handler: async ({ query }) => listAdminVenues(app.db, query),
  });

  admin.post('/admin/venues', {
    summary: 'Add a venue: coordinates inside Baku, typed or picked on the map',
    body: contracts.createVenueSchema,
    response: created(contracts.adminVenueSchema),
    handler: async ({ user, body }) =>
      createVenue(app.db, {
        actorId: user.id,
        venue: body,
      }),
  });

  admin.get('/admin/venues/:id', {
    summary: 'One venue with its state and upcoming games',
    params: contracts.venueIdParamsSchema,
    response: ok(contracts.adminVenueSchema),
    handler: async ({ params }) => getAdminVenue(app.db, { venueId: params.id }),
  });

  admin.patch('/admin/venues/:id', {
    summary: 'Change a venue: only the fields sent',
    params: contracts.venueIdParamsSchema,
    body: contracts.updateVenueSchema,
    response: ok(contracts.adminVenueSchema),
    handler: async ({ user, params, body }) =>
      updateVenue(app.db, {
        actorId: user.id,
        venueId: params.id,
        changes: body,
      }),
  });

  admin.post('/admin/venues/:id/photos', {
    summary: 'Add a photo (multipart/form-data, one file): the profile photo’s checks, a 16:9 crop',
    consumes: ['multipart/form-data'],
    params: contracts.venueIdParamsSchema,
    response: { ...created(contracts.adminVenueSchema), ...errorResponsesFor(413, 415) },
    config: { rateLimit: { max: PHOTO_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const photo = await readPhotoUpload(app, request);
      return addVenuePhoto(app.db, {
        actorId: request.user.id,
        venueId: request.params.id,
        storage: app.fileStorage,
        photo,
      });
    },
  });

  admin.delete('/admin/venues/:id/photos/:photoId', {
    summary: 'Remove a photo',
    params: contracts.venuePhotoParamsSchema,
    response: ok(contracts.adminVenueSchema),
    handler: async ({ user, params, log }) =>
      removeVenuePhoto(app.db, {
        actorId: user.id,
        venueId: params.id,
        photoId: params.photoId,
        storage: app.fileStorage,
        onCleanupError: (url, error) => log.warn({ url, err: error }, 'venue photo not removed'),
      }),
  });

  admin.post('/admin/venues/:id/deactivate', {
    summary: 'Take a venue out of the directory; say what happens to its upcoming games',
    description:
      'With upcoming games and no `upcoming_games`, 409 `venue_has_upcoming_games`. `cancel` ' +
      'cancels each as its organizer would (everyone refunded once); `keep` leaves them on.',
    params: contracts.venueIdParamsSchema,
    body: contracts.deactivateVenueSchema,
    response: ok(contracts.deactivateVenueResultSchema),
    handler: async (request) => {
      const { result, cancelledGameIds } = await deactivateVenue(app.db, {
        actor: request.user,
        venueId: request.params.id,
        request: request.body,
        hooks,
      });
      app.gamePlaces.announce(cancelledGameIds);
      return result;
    },
  });

  admin.post('/admin/venues/:id/activate', {
    summary: 'Put a deactivated venue back in the directory',
    params: contracts.venueIdParamsSchema,
    body: contracts.activateVenueSchema,
    response: ok(contracts.adminVenueSchema),
    handler: async ({ user, params, body }) =>
      activateVenue(app.db, {
        actorId: user.id,
        venueId: params.id,
        reason: body.reason,
      }),
  });
};
