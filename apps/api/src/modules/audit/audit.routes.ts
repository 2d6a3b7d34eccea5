import { auditLogQuerySchema, auditLogResponseSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { signedInOnRequest } from '../../lib/signed-in-route.js';
import { listAuditLog } from './list-audit-log.js';

/** The audit log: what admins did, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminRoute = signedInOnRequest(app, { tags: ['admin'], checks: [requireRole('admin')] });

  app.get(
    '/admin/audit-log',
    adminRoute({
      summary: 'What admins did: who, when, what, to what and why (admins only)',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogResponseSchema, ...errorResponses },
    }),
    async (request) => listAuditLog(app.db, request.query),
  );
};
