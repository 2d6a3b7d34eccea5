import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { listAuditLog } from './list-audit-log.js';

/** The audit log: what admins did, for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminRoutes(app);

  admin.get('/admin/audit-log', {
    summary: 'What admins did: who, when, what, to what and why (admins only)',
    querystring: contracts.auditLogQuerySchema,
    response: ok(contracts.auditLogResponseSchema),
    handler: async ({ query }) => listAuditLog(app.db, query),
  });
};
