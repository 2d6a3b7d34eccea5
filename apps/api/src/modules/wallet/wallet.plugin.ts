import type { FastifyPluginAsync } from 'fastify';
import { adminWalletRoutes } from './admin-wallet.routes.js';
import { paymentCallbackRoutes } from './payment-callbacks.routes.js';
import { paymentProvidersFromConfig } from './providers/payment-providers.js';
import { expireStalePayments } from './reconcile-payment.js';
import { sandboxRoutes } from './sandbox/sandbox.routes.js';
import { walletRoutes } from './wallet.routes.js';

/** How often pending payments past their 30 minutes are reconciled and expired. */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * The wallet under /api/v1: its routes with the payment providers of the configuration, and a
 * sweep that settles stale payments (a payment read by its owner is also brought up to date).
 */
export const walletPlugin: FastifyPluginAsync = async (app) => {
  const providers = paymentProvidersFromConfig(app.config, app.log);
  await app.register(walletRoutes, { providers });
  await app.register(adminWalletRoutes);
  await app.register(paymentCallbackRoutes, { providers });
  await app.register(sandboxRoutes, { providers });

  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    expireStalePayments(app.db, { providers, events: app.walletEvents, log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'payment expiry sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
