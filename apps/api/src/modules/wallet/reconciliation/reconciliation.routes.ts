import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../../lib/auth-user.js';
import { signedInRoutes } from '../../../lib/route-kinds.js';
import { created, ok } from '../../../lib/route-responses.js';
import { listReconciliationReports } from './list-reconciliation-reports.js';
import { runReconciliationNow } from './run-reconciliation.js';

/** The reconciliation reports (admins only): the latest, and a run on demand. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = signedInRoutes(app, { tags: ['admin'], checks: [requireRole('admin')] });

  admin.get('/admin/reconciliation', {
    summary: 'Reconciliation reports, newest first (admin only)',
    querystring: contracts.reconciliationReportsQuerySchema,
    response: ok(contracts.reconciliationReportsResponseSchema, 400, 401, 403),
    handler: async ({ query }) =>
      listReconciliationReports(app.db, { page: query.page, pageSize: query.page_size }),
  });

  admin.post('/admin/reconciliation', {
    summary: 'Run the reconciliation now and store its report (admin only)',
    description:
      'Compares every wallet with the sum of its ledger rows and the credited top-ups with the ' +
      'provider-confirmed payments; every mismatch is listed with what was expected and what was found.',
    response: created(contracts.reconciliationReportSchema, 401, 403),
    handler: async ({ user }) => runReconciliationNow(app.db, { adminId: user.id }),
  });
};
