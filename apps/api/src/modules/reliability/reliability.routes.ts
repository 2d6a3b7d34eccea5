import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { liftRestriction, listOrganizerFlags, listRestrictions } from './admin-restrictions.js';
import { getMyReliability } from './get-my-reliability.js';

/** The no-show policy (decision 36): a player's reliability, and the admins' restrictions desk. */
export const reliabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminRoutes(app);
  const signedIn = signedInRoutes(app, { tags: ['users'], hook: 'onRequest' });

  signedIn.get('/users/me/reliability', {
    summary: 'Your no-shows and late cancellations over the last 30 days and any restriction in force',
    description:
      'Organizers also get their own cancellation rate over the same window and whether they are warned.',
    response: ok(contracts.reliabilitySchema),
    handler: async ({ user }) => getMyReliability(app.db, { actor: user }),
  });

  admin.get('/admin/restrictions', {
    summary: 'Players’ restrictions under the no-show policy, in force by default (admins only)',
    querystring: contracts.adminRestrictionsQuerySchema,
    response: ok(contracts.adminRestrictionsResponseSchema),
    handler: async ({ query }) => listRestrictions(app.db, { query }),
  });

  admin.post('/admin/restrictions/:id/lift', {
    summary: 'Lift a restriction with a reason that goes to the audit log (admins only)',
    params: contracts.restrictionIdParamsSchema,
    body: contracts.liftRestrictionSchema,
    response: ok(contracts.adminRestrictionSchema),
    handler: async ({ user, params, body }) =>
      liftRestriction(app.db, {
        actor: user,
        restrictionId: params.id,
        body,
      }),
  });

  admin.get('/admin/organizer-flags', {
    summary:
      'Organizers who cancelled more than the allowed share of their games in the last 30 days (admins only)',
    response: ok(contracts.organizerFlagsResponseSchema),
    handler: async () => listOrganizerFlags(app.db, {}),
  });
};
