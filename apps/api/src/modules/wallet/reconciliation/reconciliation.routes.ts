import {
  reconciliationReportSchema,
  reconciliationReportsQuerySchema,
  reconciliationReportsResponseSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser, requireRole } from '../../../lib/auth-user.js';
import { errorResponsesFor } from '../../../lib/error-responses.js';
import { signedIn } from '../../../lib/signed-in-route.js';
import { listReconciliationReports } from './list-reconciliation-reports.js';
import { runReconciliationNow } from './run-reconciliation.js';

/** The reconciliation reports (admins only): the latest, and a run on demand. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminRoute = signedIn(app, { tags: ['admin'], checks: [requireRole('admin')] });

  app.get(
    '/admin/reconciliation',
    adminRoute({
      summary: 'Reconciliation reports, newest first (admin only)',
      querystring: reconciliationReportsQuerySchema,
      response: {
        200: reconciliationReportsResponseSchema,
        ...errorResponsesFor(400, 401, 403),
      },
    }),
    async (request) =>
      listReconciliationReports(app.db, { page: request.query.page, pageSize: request.query.page_size }),
  );

  app.post(
    '/admin/reconciliation',
    adminRoute({
      summary: 'Run the reconciliation now and store its report (admin only)',
      description:
        'Compares every wallet with the sum of its ledger rows and the credited top-ups with the ' +
        'provider-confirmed payments; every mismatch is listed with what was expected and what was found.',
      response: {
        201: reconciliationReportSchema,
        ...errorResponsesFor(401, 403),
      },
    }),
    async (request, reply) => {
      const report = await runReconciliationNow(app.db, { adminId: authenticatedUser(request).id });
      return reply.status(201).send(report);
    },
  );
};
