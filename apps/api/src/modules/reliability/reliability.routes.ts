import {
  adminRestrictionSchema,
  adminRestrictionsQuerySchema,
  adminRestrictionsResponseSchema,
  liftRestrictionSchema,
  organizerFlagsResponseSchema,
  reliabilitySchema,
  restrictionIdParamsSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInOnRequest } from '../../lib/signed-in-route.js';
import { liftRestriction, listOrganizerFlags, listRestrictions } from './admin-restrictions.js';
import { getMyReliability } from './get-my-reliability.js';

/** The no-show policy (decision 36): a player's reliability, and the admins' restrictions desk. */
export const reliabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [requireRole('admin')] });
  const signedInRoute = signedInOnRequest(app, { tags: ['users'] });

  app.get(
    '/users/me/reliability',
    signedInRoute({
      summary: 'Your no-shows and late cancellations over the last 30 days and any restriction in force',
      description:
        'Organizers also get their own cancellation rate over the same window and whether they are warned.',
      response: { 200: reliabilitySchema, ...errorResponses },
    }),
    async (request) => getMyReliability(app.db, { actor: authenticatedUser(request) }),
  );

  app.get(
    '/admin/restrictions',
    adminRoute({
      summary: 'Players’ restrictions under the no-show policy, in force by default (admins only)',
      querystring: adminRestrictionsQuerySchema,
      response: { 200: adminRestrictionsResponseSchema, ...errorResponses },
    }),
    async (request) => listRestrictions(app.db, { query: request.query }),
  );

  app.post(
    '/admin/restrictions/:id/lift',
    adminRoute({
      summary: 'Lift a restriction with a reason that goes to the audit log (admins only)',
      params: restrictionIdParamsSchema,
      body: liftRestrictionSchema,
      response: { 200: adminRestrictionSchema, ...errorResponses },
    }),
    async (request) =>
      liftRestriction(app.db, {
        actor: authenticatedUser(request),
        restrictionId: request.params.id,
        body: request.body,
      }),
  );

  app.get(
    '/admin/organizer-flags',
    adminRoute({
      summary:
        'Organizers who cancelled more than the allowed share of their games in the last 30 days (admins only)',
      response: { 200: organizerFlagsResponseSchema, ...errorResponses },
    }),
    async () => listOrganizerFlags(app.db, {}),
  );
};
