import { auditLogQuerySchema, auditLogResponseSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth-user.js';
import { errorResponses } from '../../lib/error-responses.js';
import { listAuditLog } from './list-audit-log.js';

/** The audit log: what admins did, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: [app.authenticate, requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'What admins did: who, when, what, to what and why (admins only)',
        security: [{ bearer: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
