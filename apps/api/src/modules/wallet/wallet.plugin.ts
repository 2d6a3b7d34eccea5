import type { FastifyPluginAsync } from 'fastify';
import { adminWalletRoutes } from './admin-wallet.routes.js';
import { moneyDeskRoutes } from './money-desk/money-desk.routes.js';
import { paymentCallbackRoutes } from './payment-callbacks.routes.js';
import { paymentProvidersFromConfig } from './providers/payment-providers.js';
import { expireStalePayments } from './reconcile-payment.js';
import { reconciliationRoutes } from './reconciliation/reconciliation.routes.js';
import { runDailyReconciliationIfDue } from './reconciliation/run-reconciliation.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { walletRoutes } from './wallet.routes.js';

/** How often pending payments past their 30 minutes are reconciled and expired. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The wallet under /api/v1: its routes with the payment providers of the configuration, the money
 * desk and the reconciliation reports, and a sweep that settles stale payments (a payment read by its
 * owner is also brought up to date) and writes the day's reconciliation report once it is due
 * (docs/decisions/0035-money-desk-and-reconciliation.md).
 */
export const walletPlugin: FastifyPluginAsync = async (app) => {
  const providers = paymentProvidersFromConfig(app.config, app.log);
  await app.register(walletRoutes, { providers });
  await app.register(adminWalletRoutes);
  await app.register(moneyDeskRoutes, { providers });
  await app.register(reconciliationRoutes);
  await app.register(paymentCallbackRoutes, { providers });
  await app.register(sandboxRoutes, { providers });

  const dailyReconciliation = app.config.NODE_ENV !== 'test';
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    expireStalePayments(app.db, { providers, events: app.walletEvents, log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment expiry sweep failed'))
      // Tests run it with a chosen clock (a background write would land inside a test's request).
      .then(() => (dailyReconciliation ? runDailyReconciliationIfDue(app.db) : null))
      .then((report) => {
        if (report && report.mismatchCount > 0) {
          app.log.error(
            { reportId: report.id, mismatches: report.mismatchCount },
            'daily reconciliation found mismatches',
          );
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'daily reconciliation failed'))
      .finally(() => {
        sweeping = false;
      });
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
