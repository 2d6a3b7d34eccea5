import {
  adminDataExportQuerySchema,
  managedUserSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userPatchSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.js';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { authenticatedUser, requireRole } from '../../lib/auth-user.js';
import { signedIn, signedInOnRequest } from '../../lib/signed-in-route.js';
import { dataExportZipSchema } from './export/data-export.routes.js';
import { exportUserDataAsAdmin } from './export/export-user-data-as-admin.js';
import { sendDataExport } from './export/send-data-export.js';
import { getManagedUser } from './get-managed-user.js';
import { listUsers } from './list-users.js';
import { patchUser } from './patch-user.js';

/** The product's `GET /users` and `PATCH /users/{id}`, and one account for the admin console. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [requireRole('admin')] });
  const organizerRoute = signedInOnRequest(app, {
    tags: ['users'],
    checks: [requireRole('organizer', 'admin')],
  });
  const signedInRoute = signedIn(app, { tags: ['users'] });

  // A block or a role change takes effect at the user's next request, on every instance.
  invalidateOnWrite(app, (request) => {
    const { id } = (request.params ?? {}) as { id?: unknown };
    return typeof id === 'string' ? [`user:${id}`] : [];
  });
  app.get(
    '/users',
    organizerRoute({
      summary: 'Find users: admins search and filter every account; organizers find players by name',
      description:
        'Admins: name, email or phone (Azerbaijani letters folded), role, tier, status, onboarding, ' +
        'created days in Baku, sort. Organizers: `search` of at least 2 letters of a name, active ' +
        'players only, no account data (`account` null), the position only for public profiles.',
      querystring: userListQuerySchema,
      response: { 200: userListResponseSchema, ...errorResponses },
    }),
    async (request) =>
      listUsers(app.db, {
        viewer: authenticatedUser(request),
        query: request.query,
        language: request.language,
      }),
  );

  app.patch(
    '/users/:id',
    signedInRoute({
      summary: 'Change a user: your own profile, or (admins) anyone’s profile, email, role and status',
      description:
        'A player on their own id: the rules of `PATCH /users/me/profile`. Admins: `role`, `status` ' +
        '(blocked revokes every session at once), `email` and profile corrections, with a `reason` ' +
        'that goes to the audit log. Nobody blocks themself; the last active admin stays one.',
      params: userIdParamsSchema,
      body: userPatchSchema,
      response: { 200: managedUserSchema, ...errorResponses },
    }),
    async (request) =>
      patchUser(app.db, {
        actor: authenticatedUser(request),
        userId: request.params.id,
        patch: request.body,
        language: request.language,
      }),
  );

  app.get(
    '/admin/users/:id',
    adminRoute({
      summary: 'One account with its profile and state (admins only)',
      params: userIdParamsSchema,
      response: { 200: managedUserSchema, ...errorResponses },
    }),
    async (request) => getManagedUser(app.db, { userId: request.params.id }),
  );

  app.get(
    '/admin/users/:id/export',
    adminRoute({
      summary: 'A player’s data export, on their written request (admins only, audited)',
      description:
        'The ZIP `GET /users/me/export` gives the player; the `reason` (their request) and the admin go to the audit log.',
      params: userIdParamsSchema,
      querystring: adminDataExportQuerySchema,
      response: { 200: dataExportZipSchema, ...errorResponses },
    }),
    async (request, reply) =>
      sendDataExport(
        reply,
        await exportUserDataAsAdmin(app.db, {
          actorId: authenticatedUser(request).id,
          userId: request.params.id,
          reason: request.query.reason,
        }),
      ),
  );
};
