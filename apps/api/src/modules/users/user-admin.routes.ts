import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrite } from '../../lib/response-cache.js';
import { requireRole } from '../../lib/auth-user.js';
import { adminRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { dataExportZipSchema } from './export/data-export.routes.js';
import { exportUserDataAsAdmin } from './export/export-user-data-as-admin.js';
import { sendDataExport } from './export/send-data-export.js';
import { getManagedUser } from './get-managed-user.js';
import { listUsers } from './list-users.js';
import { patchUser } from './patch-user.js';

/** The product's `GET /users` and `PATCH /users/{id}`, and one account for the admin console. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminRoutes(app);
  const organizer = signedInRoutes(app, {
    tags: ['users'],
    checks: [requireRole('organizer', 'admin')],
    hook: 'onRequest',
  });
  const signedIn = signedInRoutes(app, { tags: ['users'] });

  // A block or a role change takes effect at the user's next request, on every instance.
  invalidateOnWrite(app, (request) => {
    const { id } = (request.params ?? {}) as { id?: unknown };
    return typeof id === 'string' ? [`user:${id}`] : [];
  });
  organizer.get('/users', {
    summary: 'Find users: admins search and filter every account; organizers find players by name',
    description:
      'Admins: name, email or phone (Azerbaijani letters folded), role, tier, status, onboarding, ' +
      'created days in Baku, sort. Organizers: `search` of at least 2 letters of a name, active ' +
      'players only, no account data (`account` null), the position only for public profiles.',
    querystring: contracts.userListQuerySchema,
    response: ok(contracts.userListResponseSchema),
    handler: async ({ user, query, language }) =>
      listUsers(app.db, {
        viewer: user,
        query,
        language,
      }),
  });

  signedIn.patch('/users/:id', {
    summary: 'Change a user: your own profile, or (admins) anyone’s profile, email, role and status',
    description:
      'A player on their own id: the rules of `PATCH /users/me/profile`. Admins: `role`, `status` ' +
      '(blocked revokes every session at once), `email` and profile corrections, with a `reason` ' +
      'that goes to the audit log. Nobody blocks themself; the last active admin stays one.',
    params: contracts.userIdParamsSchema,
    body: contracts.userPatchSchema,
    response: ok(contracts.managedUserSchema),
    handler: async ({ user, params, body, language }) =>
      patchUser(app.db, {
        actor: user,
        userId: params.id,
        patch: body,
        language,
      }),
  });

  admin.get('/admin/users/:id', {
    summary: 'One account with its profile and state (admins only)',
    params: contracts.userIdParamsSchema,
    response: ok(contracts.managedUserSchema),
    handler: async ({ params }) => getManagedUser(app.db, { userId: params.id }),
  });

  admin.get('/admin/users/:id/export', {
    summary: 'A player’s data export, on their written request (admins only, audited)',
    description:
      'The ZIP `GET /users/me/export` gives the player; the `reason` (their request) and the admin go to the audit log.',
    params: contracts.userIdParamsSchema,
    querystring: contracts.adminDataExportQuerySchema,
    response: ok(dataExportZipSchema),
    handler: async (request, reply) =>
      sendDataExport(
        reply,
        await exportUserDataAsAdmin(app.db, {
          actorId: request.user.id,
          userId: request.params.id,
          reason: request.query.reason,
        }),
      ),
  });
};
